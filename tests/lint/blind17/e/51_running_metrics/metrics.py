import jax
import jax.numpy as jnp


@jax.jit
def _accumulate(total, count, values):
    return total + values.sum(), count + values.shape[0]


class RunningMean:
    def __init__(self):
        self.reset()

    def reset(self):
        self.total = 0.0
        self.count = 0

    def update(self, values):
        self.total, self.count = _accumulate(self.total, self.count, values)

    def compute(self):
        return float(self.total) / max(int(self.count), 1)
