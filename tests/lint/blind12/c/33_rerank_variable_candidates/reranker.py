import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def rerank_scores(user_vec, cand_emb, cand_popularity):
    affinity = cand_emb @ user_vec
    return affinity + 0.1 * jnp.log1p(cand_popularity)


class Reranker:
    def __init__(self, item_emb, popularity):
        self.item_emb = item_emb
        self.popularity = popularity

    def __call__(self, user_vec, candidate_ids, k=3):
        ids = np.asarray(candidate_ids)
        scores = rerank_scores(user_vec, self.item_emb[ids], self.popularity[ids])
        return ids[np.argsort(-np.asarray(scores))[:k]]
