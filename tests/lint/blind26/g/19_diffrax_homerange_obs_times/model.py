import jax
import jax.numpy as jnp
import diffrax


def drift(t, y, args):
    centre, k = args
    # attraction toward the home-range centre with a slow circadian rotation
    rot = jnp.array([[0.0, -1.0], [1.0, 0.0]]) * 0.3 * jnp.sin(2 * jnp.pi * t / 24.0)
    return -k * (y - centre) + rot @ (y - centre)


@jax.jit
def solve_track(y0, centre, k, ts):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(drift), diffrax.Tsit5(), t0=0.0, t1=ts[-1], dt0=0.1, y0=y0,
        args=(centre, k), saveat=diffrax.SaveAt(ts=ts), max_steps=4096,
    )
    return sol.ys
