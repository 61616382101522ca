import jax
import jax.numpy as jnp


@jax.jit
def merge(totals, batch_metrics):
    return jax.tree.map(lambda t, v: t + v, totals, batch_metrics)


class MetricTracker:
    def __init__(self, keys=("loss", "grad_norm", "mae")):
        self.keys = tuple(keys)
        self.reset()

    def reset(self):
        self.totals = {k: jnp.zeros((), jnp.float32) for k in self.keys}
        self.count = 0

    def update(self, batch_metrics):
        self.totals = merge(self.totals, batch_metrics)
        self.count += 1

    def summary(self):
        return {k: float(v) / self.count for k, v in self.totals.items()}
