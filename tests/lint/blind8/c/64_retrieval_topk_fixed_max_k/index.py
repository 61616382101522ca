from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

MAX_K = 32


@partial(jax.jit, static_argnames=("k",))
def search(index, queries, k):
    q = queries / jnp.linalg.norm(queries, axis=-1, keepdims=True)
    scores = q @ index.T
    return jax.lax.top_k(scores, k)


class VectorIndex:
    def __init__(self, vectors):
        self.vectors = vectors / np.linalg.norm(vectors, axis=-1, keepdims=True)

    def query(self, q, k=10):
        if k > MAX_K:
            raise ValueError(f"k={k} exceeds MAX_K={MAX_K}")
        scores, ids = search(self.vectors, q[None], k=MAX_K)
        return ids[0, :k].tolist(), scores[0, :k].tolist()
