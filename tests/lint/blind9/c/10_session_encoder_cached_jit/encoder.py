import functools

import jax
import jax.numpy as jnp


class SessionEncoder:
    """Turns a window of recent item ids into a user-intent vector."""

    def __init__(self, key, n_items, dim, window):
        k1, k2 = jax.random.split(key)
        self.item_emb = jax.random.normal(k1, (n_items, dim)) * 0.05
        self.pos_w = jax.nn.softmax(jax.random.normal(k2, (window,)))
        self.window = window
        self._encode_jit = jax.jit(self._encode)

    @staticmethod
    def _encode(item_emb, pos_w, recent_ids):
        vecs = item_emb[recent_ids]                      # (B, W, D)
        pooled = jnp.einsum("bwd,w->bd", vecs, pos_w)
        return pooled / (jnp.linalg.norm(pooled, axis=-1, keepdims=True) + 1e-6)

    @property
    def encode(self):
        return functools.partial(self._encode_jit, self.item_emb, self.pos_w)
