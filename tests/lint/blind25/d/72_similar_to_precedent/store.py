import jax
import jax.numpy as jnp
import numpy as np

@jax.jit
def similar_to_precedent(index, doc_idx):
    q = index[doc_idx]
    return jax.lax.top_k(index @ q, 4)[1]

class PrecedentStore:
    def __init__(self, vecs, titles):
        self.vecs = jnp.asarray(vecs)
        self.titles = titles

    def by_position(self, i):
        return similar_to_precedent(self.vecs, i)

    def by_title(self, title):
        i = np.flatnonzero(self.titles == title)[0]
        return similar_to_precedent(self.vecs, i)
