import jax
import jax.numpy as jnp


@jax.jit
def penetration_zscore(history, latest):
    mu = jnp.mean(history, axis=0)
    sd = jnp.std(history, axis=0) + 1e-3
    return jnp.abs(latest - mu) / sd


class DrillMonitor:
    def __init__(self, window=40):
        self.window = window
        self.history = []

    def update(self, reading):
        flag = None
        if len(self.history) >= 5:
            z = penetration_zscore(jnp.asarray(self.history[-self.window:]), jnp.asarray(reading))
            flag = bool(jnp.any(z > 3.0))
        self.history.append(reading)
        return flag
