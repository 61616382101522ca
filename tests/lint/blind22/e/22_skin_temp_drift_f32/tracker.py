import jax
import jax.numpy as jnp


@jax.jit
def update_drift(drift, window, alpha):
    # slow exponential tracker of sensor drift, robust to short spikes
    med = jnp.median(window)
    return (1.0 - alpha) * drift + alpha * med


class DriftTracker:
    def __init__(self, alpha=0.05):
        self.alpha = alpha
        self.drift = jnp.zeros((), dtype=jnp.float32)

    def step(self, window):
        self.drift = update_drift(self.drift, window, self.alpha)
        return window - self.drift
