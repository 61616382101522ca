import jax.numpy as jnp


def cosine(q, d, eps):
    return (d @ q) / (jnp.linalg.norm(d, axis=-1) * jnp.linalg.norm(q) + eps)


def dot(q, d, scale):
    return (d @ q) * scale
