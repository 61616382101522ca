from functools import partial

import jax
import jax.numpy as jnp


class RecallEvaluator:
    def __init__(self, k, num_items):
        self.k = k
        self.num_items = num_items

    def _key(self):
        return (self.k, self.num_items)

    def __hash__(self):
        return hash(self._key())

    def __eq__(self, other):
        return isinstance(other, RecallEvaluator) and self._key() == other._key()

    @partial(jax.jit, static_argnums=0)
    def recall(self, user_emb, item_emb, held_out):
        scores = user_emb @ item_emb.T
        _, top = jax.lax.top_k(scores, self.k)
        hits = (top[:, :, None] == held_out[:, None, :]).any(-1).sum(-1)
        return jnp.mean(hits / held_out.shape[1])
