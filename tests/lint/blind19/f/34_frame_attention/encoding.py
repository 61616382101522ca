import jax.numpy as jnp


def sinusoidal(position, dim):
    i = jnp.arange(dim // 2)
    angles = position / (10000 ** (2 * i / dim))
    return jnp.concatenate([jnp.sin(angles), jnp.cos(angles)]).astype(jnp.float32)
