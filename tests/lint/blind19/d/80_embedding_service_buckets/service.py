import jax
import jax.numpy as jnp
import numpy as np

QUERY_BUCKETS = (4, 16)


@jax.jit
def nearest_papers(emb, query_ids):
    q = emb[query_ids]
    scores = q @ emb.T
    scores = scores.at[jnp.arange(q.shape[0]), query_ids].set(-jnp.inf)
    return jax.lax.top_k(scores, 5)[1]


def pad_queries(ids):
    size = next(b for b in QUERY_BUCKETS if len(ids) <= b)
    out = np.zeros(size, np.int32)
    out[:len(ids)] = ids
    return out


class RecommendationHandler:
    def __init__(self, emb):
        self.emb = emb

    def handle(self, request):
        ids = np.asarray(request["paper_ids"], np.int32)
        top = nearest_papers(self.emb, pad_queries(ids))[:len(ids)]
        return {"paper_ids": request["paper_ids"], "similar": np.asarray(top).tolist()}
