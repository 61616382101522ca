from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("k",))
def search(corpus, queries, k):
    q = queries / jnp.linalg.norm(queries, axis=-1, keepdims=True)
    sims = q @ corpus.T
    scores, ids = jax.lax.top_k(sims, k)
    return scores, ids


class FlatIndex:
    def __init__(self, embeddings):
        self.corpus = embeddings / jnp.linalg.norm(embeddings, axis=-1, keepdims=True)

    def query(self, queries, k):
        return search(self.corpus, queries, k)
