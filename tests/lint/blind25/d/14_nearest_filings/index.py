import jax
import jax.numpy as jnp

@jax.jit
def nearest_filings(index, query):
    sims = index @ query
    return jnp.argmax(sims), jnp.max(sims)

class FilingIndex:
    def __init__(self, dim):
        self.vectors = jnp.zeros((0, dim))

    def add(self, vecs):
        vecs = vecs / jnp.linalg.norm(vecs, axis=1, keepdims=True)
        self.vectors = jnp.concatenate([self.vectors, vecs], axis=0)

    def query(self, q):
        return nearest_filings(self.vectors, q / jnp.linalg.norm(q))
