import jax
import jax.numpy as jnp
import numpy as np


class RankingMetrics:
    """Accumulates hit-rate@k over evaluation batches."""

    def __init__(self, k=5):
        self.k = k
        self.hits = []

    def _hit_rate(self, scores, target):
        topk = jnp.argsort(-scores, axis=-1)[:, : self.k]
        return jnp.mean(jnp.any(topk == target[:, None], axis=-1))

    def __call__(self, scores, target):
        self.hits.append(float(jax.jit(self._hit_rate)(scores, target)))

    def result(self):
        return float(np.mean(self.hits))
