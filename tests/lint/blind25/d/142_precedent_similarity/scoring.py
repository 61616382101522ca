import jax
import jax.numpy as jnp

@jax.jit
def precedent_similarity(query, corpus, weights):
    return (corpus * weights) @ (query * weights)
