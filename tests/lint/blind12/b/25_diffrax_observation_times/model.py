import diffrax
import equinox as eqx
import jax.numpy as jnp


def sir_vector_field(t, y, args):
    beta, gamma = args
    s, i, r = y
    return jnp.array([-beta * s * i, beta * s * i - gamma * i, gamma * i])


@eqx.filter_jit
def solve_sir(y0, params, obs_times):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(sir_vector_field),
        diffrax.Tsit5(),
        t0=0.0,
        t1=obs_times[-1],
        dt0=0.1,
        y0=y0,
        args=params,
        saveat=diffrax.SaveAt(ts=obs_times),
        stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7),
    )
    return sol.ys
