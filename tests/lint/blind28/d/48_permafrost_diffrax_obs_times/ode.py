import diffrax
import jax
import jax.numpy as jnp


def two_layer(t, y, args):
    # surface and deep ground temperature, relaxing to seasonal air temperature
    t_mean, amp, k1, k2 = args
    air = t_mean + amp * jnp.sin(2 * jnp.pi * t / 365.0)
    ts, td = y
    return jnp.stack([k1 * (air - ts) - k2 * (ts - td), 0.1 * k2 * (ts - td)])


@jax.jit
def simulate_at(obs_days, args):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(two_layer), diffrax.Tsit5(), t0=0.0, t1=730.0, dt0=1.0,
                              y0=jnp.array([-5.0, -5.0]), args=args,
                              saveat=diffrax.SaveAt(ts=obs_days), max_steps=4096)
    return sol.ys
