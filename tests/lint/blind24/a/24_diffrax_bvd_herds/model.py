import diffrax
import jax
import jax.numpy as jnp

DAYS = jnp.linspace(0.0, 180.0, 37)


def seir(t, y, args):
    beta, sigma, gamma, n = args
    s, e, i, r = y
    inf = beta * s * i / n
    return jnp.stack([-inf, inf - sigma * e, sigma * e - gamma * i, gamma * i])


@jax.jit
def bvd_course(y0, params):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(seir), diffrax.Dopri5(), t0=0.0, t1=180.0, dt0=0.5,
        y0=y0, args=params, saveat=diffrax.SaveAt(ts=DAYS), max_steps=4096,
    )
    return sol.ys
