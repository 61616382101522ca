import jax
import jax.numpy as jnp


def batch_cosine(a, b):
    num = (a * b).sum(-1)
    return num / (jnp.linalg.norm(a, axis=-1) * jnp.linalg.norm(b, axis=-1) + 1e-8)


def score_batch(a, b):
    return jax.jit(batch_cosine)(a, b)
