import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def smoothed_stats(window, count, decay=0.9):
    n = window.shape[0]
    age = (count - 1 - jnp.arange(n)) % n
    valid = jnp.arange(n) < jnp.minimum(count, n)
    weights = jnp.where(valid, decay ** age, 0.0)
    ema = jnp.sum(weights * window) / jnp.sum(weights)
    mean = jnp.sum(jnp.where(valid, window, 0.0)) / jnp.sum(valid)
    var = jnp.sum(jnp.where(valid, (window - mean) ** 2, 0.0)) / jnp.sum(valid)
    return ema, jnp.sqrt(var)


class LossMonitor:
    def __init__(self, window=32):
        self.window = np.zeros(window, np.float32)
        self.count = 0

    def update(self, loss):
        self.window[self.count % len(self.window)] = float(loss)
        self.count += 1
        ema, spread = smoothed_stats(self.window, self.count)
        return float(ema), float(spread)
