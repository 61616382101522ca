import jax
import jax.numpy as jnp


class RankingService:
    def __init__(self, user_emb, item_emb, k=5):
        self.user_emb = user_emb
        self.item_emb = item_emb
        self.k = k
        self._topk = jax.jit(self._topk_impl)

    def _topk_impl(self, user_ids):
        u = self.user_emb[user_ids]
        return jax.lax.top_k(u @ self.item_emb.T, self.k)

    def recommend(self, user_ids):
        scores, items = self._topk(user_ids)
        return items
