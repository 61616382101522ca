import jax.numpy as jnp


def huber(r, delta=0.3):
    a = jnp.abs(r)
    return jnp.where(a < delta, 0.5 * r ** 2, delta * (a - 0.5 * delta))


def squared(r):
    return 0.5 * r ** 2
