import jax
import numpy as np

from scoring import score_candidates

SLATE = 50


class FeedHandler:
    def __init__(self, params, item_emb, item_pop):
        self.params = params
        self.item_emb = item_emb
        self.item_pop = item_pop

    def __call__(self, user_vec, candidate_ids, k=10):
        scorer = jax.jit(score_candidates)
        ids = np.zeros(SLATE, dtype=np.int64)
        ids[: len(candidate_ids)] = candidate_ids
        scores = np.asarray(scorer(self.params, user_vec, self.item_emb[ids], self.item_pop[ids]))
        best = np.argsort(-scores[: len(candidate_ids)])[:k]
        return candidate_ids[best]
