import jax
import jax.numpy as jnp


@jax.jit
def accumulate_displacement(total, count, pred, target, mask):
    ade = jnp.linalg.norm(pred - target, axis=-1).mean(-1)
    total = total + jnp.sum(ade * mask)
    count = count + jnp.sum(mask)
    return total, count


class DisplacementTracker:
    def __init__(self):
        self.reset()

    def reset(self):
        self.total = 0.0
        self.count = 0.0

    def update(self, pred, target, mask):
        self.total, self.count = accumulate_displacement(
            self.total, self.count, pred, target, mask
        )

    def result(self):
        return float(self.total / self.count)
