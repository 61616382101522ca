import jax
import jax.numpy as jnp


@jax.jit
def population_stability(ref_hist, live_counts, prev_psi, decay):
    live = live_counts / jnp.maximum(live_counts.sum(), 1.0)
    live = jnp.clip(live, 1e-4, 1.0)
    psi = jnp.sum((live - ref_hist) * jnp.log(live / ref_hist))
    return decay * prev_psi + (1.0 - decay) * psi


class DriftMonitor:
    def __init__(self, ref_hist, bins, decay=0.8, alert_at=0.2):
        self.ref_hist = ref_hist
        self.bins = bins
        self.decay = decay
        self.alert_at = alert_at
        self.psi = 0

    def observe(self, counts):
        smoothed = population_stability(self.ref_hist, counts, self.psi, self.decay)
        self.psi = float(smoothed)
        return self.psi > self.alert_at
