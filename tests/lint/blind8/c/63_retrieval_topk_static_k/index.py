from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("k",))
def search(index, queries, k):
    q = queries / jnp.linalg.norm(queries, axis=-1, keepdims=True)
    scores = q @ index.T
    return jax.lax.top_k(scores, k)


class VectorIndex:
    def __init__(self, vectors):
        self.vectors = vectors / np.linalg.norm(vectors, axis=-1, keepdims=True)

    def query(self, q, k=10):
        scores, ids = search(self.vectors, q[None], k=k)
        return ids[0].tolist(), scores[0].tolist()
