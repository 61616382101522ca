import jax
import jax.numpy as jnp


@jax.jit
def merge_totals(totals, batch):
    return {k: totals[k] + batch[k] for k in totals}


class RunningMetrics:
    def __init__(self, keys=("loss", "correct", "count")):
        self.keys = tuple(keys)
        self.reset()

    def reset(self):
        self.totals = {k: jnp.zeros((), jnp.float32) for k in self.keys}

    def update(self, **batch):
        self.totals = merge_totals(self.totals, batch)

    def compute(self):
        n = float(self.totals["count"])
        return {k: float(v) / n for k, v in self.totals.items() if k != "count"}
