import jax
import jax.numpy as jnp
import numpy as np

from model import ranker

DIM, N_DOCS = 12, 20


class SearchHandler:
    def __init__(self, params, doc_matrix):
        self.params = params
        self.doc_matrix = doc_matrix

    def search(self, query_vec, k=3):
        scores = jax.jit(ranker.apply)(self.params, query_vec, self.doc_matrix)
        return np.argsort(-np.asarray(scores))[:k].tolist()


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    docs = jnp.asarray(rng.normal(size=(N_DOCS, DIM)), jnp.float32)
    params = ranker.init(jax.random.PRNGKey(0), docs[0], docs)
    handler = SearchHandler(params, docs)
    for q in rng.normal(size=(5, DIM)).astype(np.float32):
        print(handler.search(q))
