from functools import partial

import jax
import jax.numpy as jnp

from config import ScoringOptions


@partial(jax.jit, static_argnames=("opts",))
def score_and_select(item_emb, freshness, user_vec, opts):
    scores = item_emb @ user_vec
    if opts.use_freshness:
        scores = scores + 0.1 * freshness
    if opts.diversity > 0:
        centroid = item_emb.mean(0)
        scores = scores - opts.diversity * (item_emb @ centroid)
    top_scores, top_ids = jax.lax.top_k(scores, opts.top_k)
    return top_ids, top_scores


class RecommendationService:
    def __init__(self, item_emb, freshness, user_table):
        self.item_emb = item_emb
        self.freshness = freshness
        self.user_table = user_table

    def handle(self, request):
        opts = ScoringOptions.from_request(request)
        user_vec = self.user_table[request["user_id"]]
        ids, _ = score_and_select(self.item_emb, self.freshness, user_vec, opts)
        return ids.tolist()
