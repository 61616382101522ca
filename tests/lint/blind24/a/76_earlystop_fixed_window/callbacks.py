import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def window_trend(window):
    valid = ~jnp.isnan(window)
    t = jnp.arange(window.shape[0], dtype=jnp.float32)
    n = valid.sum()
    tm = jnp.sum(jnp.where(valid, t, 0.0)) / n
    vm = jnp.nansum(window) / n
    cov = jnp.sum(jnp.where(valid, (t - tm) * (window - vm), 0.0))
    var = jnp.sum(jnp.where(valid, (t - tm) ** 2, 0.0))
    return cov / jnp.maximum(var, 1e-6)


class TrendMonitor:
    def __init__(self, size=5):
        self.window = np.full(size, np.nan, np.float32)

    def __call__(self, epoch, val_loss):
        self.window = np.roll(self.window, -1)
        self.window[-1] = val_loss
        slope = float(window_trend(self.window))
        print(f"epoch {epoch}: val {val_loss:.4f}, slope over window {slope:+.4f}")
        return slope > 0
