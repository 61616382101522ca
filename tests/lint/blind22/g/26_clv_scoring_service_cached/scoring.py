import functools

import jax
import jax.numpy as jnp


class CLVScorer:
    """Expected margin over a horizon from a simple retention x spend model."""

    def __init__(self, retention_w, spend_w, horizon=12, discount=0.01):
        self.retention_w = retention_w
        self.spend_w = spend_w
        self.horizon = horizon
        self.discount = discount

    def _score(self, retention_w, spend_w, feats):
        r = jax.nn.sigmoid(feats @ retention_w)
        m = jnp.exp(feats @ spend_w)
        t = jnp.arange(1, self.horizon + 1)
        disc = (r[:, None] ** t) / (1 + self.discount) ** t
        return m * disc.sum(axis=1)

    @functools.cached_property
    def score_fn(self):
        return jax.jit(self._score)

    def score(self, feats):
        return self.score_fn(self.retention_w, self.spend_w, feats)
