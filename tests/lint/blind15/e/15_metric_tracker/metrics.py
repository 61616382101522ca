import jax
import jax.numpy as jnp


@jax.jit
def merge(totals, batch_metrics):
    out = {}
    for k, v in batch_metrics.items():
        out[k] = totals.get(k, jnp.zeros_like(v)) + v
    return out


class MetricTracker:
    def __init__(self):
        self.reset()

    def reset(self):
        self.totals = {}
        self.count = 0

    def update(self, batch_metrics):
        self.totals = merge(self.totals, batch_metrics)
        self.count += 1

    def summary(self):
        return {k: float(v) / self.count for k, v in self.totals.items()}
