import jax
import jax.numpy as jnp


class RankingService:
    def __init__(self, user_emb, item_emb, k=5):
        self.user_emb = user_emb
        self.item_emb = item_emb
        self.k = k

    def _scores(self, user_ids):
        u = self.user_emb[user_ids]
        return u @ self.item_emb.T

    def recommend(self, user_ids):
        k = self.k

        def topk(ids):
            return jax.lax.top_k(self._scores(ids), k)

        scores, items = jax.jit(topk)(user_ids)
        return items
