import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def silo_filter(level, usage, reading):
    # alpha-beta filter on feed silo load-cell readings (tonnes)
    pred = level - usage
    resid = reading - pred
    level = pred + 0.4 * resid
    usage = usage - 0.1 * resid
    return level, usage


class SiloTracker:
    def __init__(self, n_silos):
        self.level = np.full(n_silos, 20.0, dtype=np.float32)
        self.usage = np.full(n_silos, 0.5, dtype=np.float32)

    def update(self, reading):
        self.level, self.usage = silo_filter(self.level, self.usage, reading)
        return self.level

    def days_left(self):
        return np.asarray(self.level) / np.maximum(np.asarray(self.usage), 1e-3)
