import jax
import jax.numpy as jnp


class HeatDetector:
    """Oestrus detection from pedometer activity relative to each cow's 10-day baseline."""

    def __init__(self, z_threshold=2.5):
        self.z_threshold = z_threshold

    def activity_alert(self, steps, baseline_mean, baseline_sd):
        z = (steps - baseline_mean) / baseline_sd
        return z > self.z_threshold, z

    def check(self, steps, baseline_mean, baseline_sd):
        alert_fn = jax.jit(self.activity_alert)
        return alert_fn(steps, baseline_mean, baseline_sd)
