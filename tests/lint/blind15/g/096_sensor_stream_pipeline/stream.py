import numpy as np


class SensorStream:
    """Replays a synthetic accelerometer feed in packets as a device would send them."""

    def __init__(self, n_packets=6, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n_packets = n_packets

    def __iter__(self):
        t0 = 0.0
        for _ in range(self.n_packets):
            n = int(self.rng.integers(200, 260))
            t = t0 + np.arange(n) / 500.0
            x = np.sin(2 * np.pi * 12.0 * t) + 0.4 * self.rng.standard_normal(n)
            t0 = t[-1] + 1 / 500.0
            yield x.astype(np.float32)
