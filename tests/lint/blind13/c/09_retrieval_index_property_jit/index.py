import jax
import jax.numpy as jnp


class EmbeddingIndex:
    """Brute-force inner-product index over a fixed item table."""

    def __init__(self, item_vectors, normalize=True):
        if normalize:
            item_vectors = item_vectors / jnp.linalg.norm(item_vectors, axis=1, keepdims=True)
        self.item_vectors = item_vectors
        self.k = 10

    def _search(self, queries, item_vectors):
        scores = queries @ item_vectors.T
        return jax.lax.top_k(scores, self.k)

    @property
    def search_fn(self):
        return jax.jit(self._search)

    def query(self, queries):
        return self.search_fn(queries, self.item_vectors)
