import jax
import jax.numpy as jnp


def pair_score(a, b):
    """Cosine similarity between two averaged phonetic feature vectors."""
    return jnp.dot(a, b) / (jnp.linalg.norm(a) * jnp.linalg.norm(b) + 1e-8)


def score_batch(a, b):
    return jax.jit(jax.vmap(pair_score))(a, b)
