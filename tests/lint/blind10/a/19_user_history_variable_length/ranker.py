import jax
import jax.numpy as jnp


class HistoryRanker:
    def __init__(self, key, n_items, dim=8):
        self.item_emb = jax.random.normal(key, (n_items, dim)) * 0.1
        self._score = jax.jit(self._score_impl)

    @staticmethod
    def _score_impl(item_emb, history):
        user_vec = jnp.mean(item_emb[history], axis=0)
        scores = item_emb @ user_vec
        return scores.at[history].set(-jnp.inf)

    def recommend(self, history, k=3):
        scores = self._score(self.item_emb, history)
        return jax.lax.top_k(scores, k)[1]
