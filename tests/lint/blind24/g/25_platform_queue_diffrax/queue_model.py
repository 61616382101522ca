import diffrax
import jax
import jax.numpy as jnp


def platform_dynamics(t, y, args):
    arrival_rate, train_capacity, headway = args
    phase = jnp.sin(jnp.pi * t / headway) ** 20
    boarding = train_capacity * phase * y / (y + 20.0)
    return arrival_rate * (1.0 + 0.5 * jnp.sin(2 * jnp.pi * t / 60.0)) - boarding


@jax.jit
def simulate_platform(y0, args, report_times):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(platform_dynamics), diffrax.Tsit5(),
        t0=0.0, t1=report_times[-1], dt0=0.5, y0=y0, args=args,
        saveat=diffrax.SaveAt(ts=report_times), max_steps=4096,
    )
    return sol.ys
