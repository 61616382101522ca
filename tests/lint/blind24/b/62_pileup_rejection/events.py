import numpy as np


class EventSource:
    """Simulated digitizer events (peak height, rise time, tail integral) with pile-up flag."""

    def __init__(self, n=400, seed=0):
        rng = np.random.default_rng(seed)
        self.height = rng.uniform(0.1, 1.0, n)
        self.rise = rng.normal(20, 3, n)
        self.tail = self.height * rng.uniform(0.1, 0.3, n)
        self.neutron = (self.tail / self.height > 0.2).astype(np.int32)
        self.rng = rng

    def epoch(self):
        # re-jitter the rise time and reject piled-up events (rise time too long)
        rise = self.rise + self.rng.normal(0, 2, self.rise.shape)
        keep = rise < 24.0
        x = np.stack([self.height, rise / 20.0, self.tail / self.height], 1).astype(np.float32)
        return x[keep], self.neutron[keep]
