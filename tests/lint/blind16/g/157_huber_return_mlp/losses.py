import jax.numpy as jnp


def huber(residual, delta):
    a = jnp.abs(residual)
    return jnp.where(a <= delta, 0.5 * a ** 2, delta * (a - 0.5 * delta))
