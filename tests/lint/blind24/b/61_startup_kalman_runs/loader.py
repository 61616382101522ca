import numpy as np


class StartupArchive:
    """Source-range count-rate logs from reactor startups, one per file."""

    def __init__(self, n_runs=5, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n_runs = n_runs

    def __iter__(self):
        for run in range(self.n_runs):
            duration_min = int(self.rng.integers(30, 50))
            t = np.arange(duration_min * 6) * 10.0           # 10 s samples
            period = self.rng.uniform(60.0, 120.0)
            rate = 50.0 * np.exp(t / period)
            yield run, self.rng.poisson(rate).astype(np.float32)
