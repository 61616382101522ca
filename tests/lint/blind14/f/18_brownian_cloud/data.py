import jax.numpy as jnp


def initial_positions(n):
    return jnp.zeros((n, 2), dtype=jnp.float32)
