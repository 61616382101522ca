import jax.numpy as jnp

from metrics import population_stability, update_histogram


class DriftMonitor:
    def __init__(self, reference, n_bins=10, decay=0.95):
        self.edges = jnp.linspace(-4.0, 4.0, n_bins + 1)
        self.decay = decay
        self.ref_hist, _ = update_histogram(
            jnp.zeros(n_bins), 0.0, reference, self.edges, 1.0
        )
        self.hist = jnp.zeros(n_bins)
        self.total = 0.0

    def observe(self, values):
        self.hist, self.total = update_histogram(
            self.hist, self.total, values, self.edges, self.decay
        )

    def psi(self):
        return float(population_stability(self.ref_hist, self.hist))
