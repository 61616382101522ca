import jax
import jax.numpy as jnp


@jax.jit
def trend_alert(history):
    t = jnp.arange(history.shape[0], dtype=jnp.float32)
    t = t - t.mean()
    slope = jnp.sum(t * (history - history.mean())) / jnp.sum(t * t)
    resid = history - history.mean() - slope * t
    z = resid[-1] / (resid.std() + 1e-6)
    return slope, z


class ConversionMonitor:
    def __init__(self):
        self.history = []

    def update(self, conversion_rate):
        self.history.append(conversion_rate)
        if len(self.history) >= 3:
            return trend_alert(jnp.asarray(self.history, jnp.float32))
        return None
