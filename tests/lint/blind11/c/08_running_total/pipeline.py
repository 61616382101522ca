import jax
import jax.numpy as jnp


@jax.jit
def accumulate_stats(total, batch):
    return total + jnp.sum(batch ** 2) / batch.size


class StatsTracker:
    def __init__(self):
        self.energy = 0

    def observe(self, batch):
        self.energy = float(accumulate_stats(self.energy, batch))
        return self.energy
