from functools import cached_property, partial

import jax
import jax.numpy as jnp


def _qini_area(scores, treat, outcome, n_bins):
    order = jnp.argsort(-scores)
    t = treat[order]
    y = outcome[order]
    cum_t = jnp.cumsum(t)
    cum_c = jnp.cumsum(1 - t)
    gain = jnp.cumsum(y * t) - jnp.cumsum(y * (1 - t)) * cum_t / jnp.maximum(cum_c, 1.0)
    idx = jnp.linspace(0, scores.shape[0] - 1, n_bins).astype(jnp.int32)
    return jnp.mean(gain[idx])


class QiniEvaluator:
    def __init__(self, treat, outcome, n_bins=10):
        self.treat = treat
        self.outcome = outcome
        self.n_bins = n_bins

    @cached_property
    def area_fn(self):
        return jax.jit(partial(_qini_area, n_bins=self.n_bins))

    def __call__(self, scores):
        return float(self.area_fn(scores, self.treat, self.outcome))
