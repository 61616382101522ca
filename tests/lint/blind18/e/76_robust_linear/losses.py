import jax.numpy as jnp


def huber(r, delta):
    a = jnp.abs(r)
    return jnp.where(a <= delta, 0.5 * r ** 2, delta * (a - 0.5 * delta))
