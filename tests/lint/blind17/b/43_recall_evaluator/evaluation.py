from functools import partial

import jax
import jax.numpy as jnp


class RecallEvaluator:
    def __init__(self, k, num_items):
        self.k = k
        self.num_items = num_items

    @partial(jax.jit, static_argnums=0)
    def recall(self, user_emb, item_emb, held_out):
        scores = user_emb @ item_emb.T
        _, top = jax.lax.top_k(scores, self.k)
        hits = (top[:, :, None] == held_out[:, None, :]).any(-1).sum(-1)
        return jnp.mean(hits / held_out.shape[1])
