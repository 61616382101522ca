import jax.numpy as jnp


def terrain_height(x, y):
    return 200.0 * jnp.sin(x / 900.0) * jnp.cos(y / 700.0) + 80.0 * jnp.sin(x / 230.0 + y / 310.0)
