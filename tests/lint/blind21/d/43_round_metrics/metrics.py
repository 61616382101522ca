import jax
import jax.numpy as jnp


@jax.jit
def accumulate(total, batch_loss, weight):
    return total + batch_loss * weight


class RoundMeter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.total = jnp.zeros((), jnp.float32)
        self.count = 0

    def update(self, loss, n):
        self.total = accumulate(self.total, loss, n)
        self.count += n

    def result(self):
        return float(self.total) / max(self.count, 1)
