import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def rerank_scores(user_vec, cand_emb, cand_popularity, valid):
    affinity = cand_emb @ user_vec
    scores = affinity + 0.1 * jnp.log1p(cand_popularity)
    return jnp.where(valid, scores, -jnp.inf)


class Reranker:
    def __init__(self, item_emb, popularity, max_candidates=64):
        self.item_emb = item_emb
        self.popularity = popularity
        self.max_candidates = max_candidates

    def __call__(self, user_vec, candidate_ids, k=3):
        ids = np.zeros(self.max_candidates, np.int64)
        n = min(len(candidate_ids), self.max_candidates)
        ids[:n] = candidate_ids[:n]
        valid = np.arange(self.max_candidates) < n
        scores = rerank_scores(user_vec, self.item_emb[ids], self.popularity[ids], valid)
        return ids[np.argsort(-np.asarray(scores))[:min(k, n)]]
