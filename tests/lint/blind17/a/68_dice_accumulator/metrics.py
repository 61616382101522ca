import jax
import jax.numpy as jnp


@jax.jit
def accumulate_dice(running, count, pred, target):
    inter = jnp.sum(pred * target)
    dice = (2 * inter + 1e-6) / (jnp.sum(pred) + jnp.sum(target) + 1e-6)
    return running + dice, count + 1


class DiceMeter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.total = 0.0
        self.count = 0

    def update(self, pred, target):
        self.total, self.count = accumulate_dice(self.total, self.count, pred, target)

    def compute(self):
        return float(self.total) / max(int(self.count), 1)
