import heapq

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def pair_relevance(w, query_vec, doc_vec):
    return jnp.tanh(query_vec @ w) @ jnp.tanh(doc_vec @ w)


class Ranker:
    def __init__(self, w):
        self.w = w

    def top_docs(self, query_vec, docs, k=3):
        def relevance(doc):
            return float(pair_relevance(self.w, query_vec, doc["vec"]))

        return [d["id"] for d in heapq.nlargest(k, docs, key=relevance)]
