import numpy as np


class TrainPassageFiles:
    """Railway bridge accelerometer files; timestamps come from the logger clock."""

    def __init__(self, n_files=6, seed=0):
        self.n_files = n_files
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        for k in range(self.n_files):
            n = 4000
            drift = 1 + self.rng.normal(0, 2e-6)          # clock drift per file
            t = np.arange(n) * 0.005 * drift
            f = 3.4
            acc = (2 * np.pi * f) ** 2 * 0.8e-3 * np.sin(2 * np.pi * f * t) * np.exp(-((t - 10) / 5) ** 2)
            yield k, t, (acc + self.rng.normal(0, 0.01, n)).astype(np.float32)

    @staticmethod
    def sample_interval(t):
        return float(np.median(np.diff(t)))
