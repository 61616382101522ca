import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def flag_window(latencies, threshold):
    p95 = jnp.percentile(latencies, 95)
    burst = jnp.mean(latencies > threshold)
    return (p95 > threshold) | (burst > 0.1), p95


class LatencyAlerter:
    default_threshold = 250.0

    def __init__(self, calibration_windows=2, quantile=0.99):
        self.calibration_windows = calibration_windows
        self.quantile = quantile
        self._seen = []

    @property
    def threshold(self):
        if len(self._seen) < self.calibration_windows:
            return self.default_threshold
        return np.quantile(np.concatenate(self._seen), self.quantile)

    def observe(self, window):
        alert, p95 = flag_window(window, self.threshold)
        self._seen.append(window)
        return bool(alert), float(p95)
