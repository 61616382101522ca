from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("k",))
def hit_rate(scores, target, k):
    topk = jnp.argsort(-scores, axis=-1)[:, :k]
    return jnp.mean(jnp.any(topk == target[:, None], axis=-1))


class RankingMetrics:
    """Accumulates hit-rate@k over evaluation batches."""

    def __init__(self, k=5):
        self.k = k
        self.hits = []

    def __call__(self, scores, target):
        self.hits.append(float(hit_rate(scores, target, k=self.k)))

    def result(self):
        return float(np.mean(self.hits))
