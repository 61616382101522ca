import jax
import jax.numpy as jnp
import numpy as np


def pair_score(params, query, doc):
    q = jnp.tanh(query @ params["wq"])
    d = jnp.tanh(doc @ params["wd"])
    return jnp.dot(q, d) + params["bias"]


class Reranker:
    def __init__(self, params, top_k=3, pool=8):
        self.params = params
        self.top_k = top_k
        self.pool = pool

    def rerank(self, query_vec, candidates):
        docs = np.zeros((self.pool, query_vec.shape[-1]), np.float32)
        docs[: len(candidates)] = [c["vec"] for c in candidates]
        score_all = jax.jit(jax.vmap(pair_score, in_axes=(None, None, 0)))
        scores = np.asarray(score_all(self.params, query_vec, docs))[: len(candidates)]
        order = np.argsort(-scores)[: self.top_k]
        return [(candidates[i]["id"], float(scores[i])) for i in order]
