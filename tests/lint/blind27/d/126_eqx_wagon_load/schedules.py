import jax.numpy as jnp


def cosine(step, base, total):
    return 0.5 * base * (1 + jnp.cos(jnp.pi * jnp.minimum(step / total, 1.0)))
