import jax
import jax.numpy as jnp
import diffrax


def seir(t, y, args):
    beta, sigma, gamma = args
    s, e, i, r = y
    return jnp.stack([-beta * s * i, beta * s * i - sigma * e, sigma * e - gamma * i, gamma * i])


@jax.jit
def herd_epidemic(beta, ts):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(seir), diffrax.Tsit5(), t0=0.0, t1=ts[-1], dt0=0.1,
                              y0=jnp.array([0.99, 0.0, 0.01, 0.0]), args=(beta, 0.5, 0.2),
                              saveat=diffrax.SaveAt(ts=ts), max_steps=4096)
    return sol.ys[:, 2]
