import jax
import jax.numpy as jnp

@jax.jit
def update_drift_ema(ema, batch_scores):
    return 0.9 * ema + 0.1 * jnp.mean(batch_scores)

class DriftTracker:
    def __init__(self):
        self.ema = 0.0

    def observe(self, scores):
        self.ema = update_drift_ema(self.ema, scores)
        return float(self.ema)
