import numpy as np


class EvennessReadings:
    """Capacitive evenness traces (mass per cm) for yarn bobbins."""

    def __init__(self, n=100, length=256, seed=102):
        rng = np.random.default_rng(seed)
        self.traces = [(1 + 0.12 * rng.normal(size=length)).astype(np.float32) for _ in range(n)]

    def batches(self, batch_size):
        n_full = len(self.traces) // batch_size
        for b in range(n_full):
            yield self.traces[b * batch_size:(b + 1) * batch_size]
