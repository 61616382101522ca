import diffrax
import jax
import jax.numpy as jnp


def one_compartment(t, y, args):
    ka, ke = args
    gut, plasma = y
    return jnp.stack([-ka * gut, ka * gut - ke * plasma])


@jax.jit
def plasma_profile(dose_mg_kg, ka, ke, sample_times):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(one_compartment), diffrax.Tsit5(),
        t0=0.0, t1=sample_times[-1], dt0=0.05,
        y0=jnp.stack([dose_mg_kg, jnp.zeros_like(dose_mg_kg)]),
        args=(ka, ke),
        saveat=diffrax.SaveAt(ts=sample_times),
        stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7),
    )
    return sol.ys[:, 1]
