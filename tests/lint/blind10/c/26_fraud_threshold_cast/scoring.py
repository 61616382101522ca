import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def flag_transactions(scores, amount, threshold):
    risky = scores > threshold
    return risky, jnp.sum(jnp.where(risky, amount, 0.0))


class ThresholdTuner:
    """Keeps the alert threshold at a target alert rate, recalibrated from recent traffic."""

    def __init__(self, initial=0.9, alert_rate=0.05):
        self.threshold = initial
        self.alert_rate = alert_rate
        self._recent = []

    def observe(self, scores):
        self._recent.append(scores)
        self._recent = self._recent[-3:]

    def recalibrate(self):
        pooled = np.concatenate(self._recent)
        self.threshold = float(np.quantile(pooled, 1.0 - self.alert_rate))
