import jax
import jax.numpy as jnp


def _quarter_alarm(conductivity, baseline, threshold):
    ratio = conductivity / baseline[:, None]
    iql = ratio.max(axis=1) / jnp.clip(ratio.min(axis=1), 1e-3)
    return iql > threshold, iql


class MastitisDetector:
    """Inter-quarter conductivity ratio alarm used in automatic milking systems."""

    def __init__(self, threshold):
        self.threshold = threshold
        self._alarm = jax.jit(_quarter_alarm)

    def screen(self, conductivity, baseline, threshold=None):
        thr = self.threshold if threshold is None else threshold
        return self._alarm(conductivity, baseline, jnp.float32(thr))
