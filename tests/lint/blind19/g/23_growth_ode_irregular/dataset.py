import numpy as np


class IrregularSeries:
    """Logistic-growth trajectories observed at random times."""

    def __init__(self, n_series, min_obs=6, max_obs=12, seed=0):
        rng = np.random.default_rng(seed)
        self.items = []
        for _ in range(n_series):
            n = int(rng.integers(min_obs, max_obs + 1))
            t = np.sort(rng.uniform(0.0, 5.0, n)).astype(np.float32)
            r = rng.uniform(0.5, 1.5)
            y = (1.0 / (1.0 + 9.0 * np.exp(-r * t))).astype(np.float32)
            self.items.append((t, y))

    def __iter__(self):
        return iter(self.items)
