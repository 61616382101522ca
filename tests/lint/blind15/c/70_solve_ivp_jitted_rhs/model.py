import jax
import jax.numpy as jnp


@jax.jit
def brusselator(t, y, a, b):
    u, v = y[0], y[1]
    return jnp.stack([a + u ** 2 * v - (b + 1) * u, b * u - u ** 2 * v])
