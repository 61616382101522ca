import jax
import jax.numpy as jnp


@jax.jit
def merge_totals(totals, batch):
    merged = dict(totals)
    for k, v in batch.items():
        merged[k] = merged.get(k, 0.0) + v
    return merged


class RunningMetrics:
    def __init__(self):
        self.reset()

    def reset(self):
        self.totals = {}

    def update(self, **batch):
        self.totals = merge_totals(self.totals, batch)

    def compute(self):
        n = float(self.totals["count"])
        return {k: float(v) / n for k, v in self.totals.items() if k != "count"}
