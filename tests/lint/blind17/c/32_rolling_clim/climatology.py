import jax
import jax.numpy as jnp


@jax.jit
def window_stats(window):
    mean = jnp.mean(window, axis=0)
    std = jnp.std(window, axis=0)
    return mean, std


class RollingClimatology:
    def __init__(self, series, window=5):
        self.series = series
        self.window = window

    def anomaly(self, t):
        lo = max(0, t - self.window)
        mean, std = window_stats(self.series[lo:t + 1])
        return (self.series[t] - mean) / (std + 1e-6)
