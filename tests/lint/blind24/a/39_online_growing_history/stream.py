import numpy as np


class DailyMilkFeed:
    """Simulated daily parlour records for a dairy herd (yield, conductivity, activity)."""

    def __init__(self, n_cows=30, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n_cows = n_cows

    def day(self, d):
        x = self.rng.normal(size=(self.n_cows, 3)).astype(np.float32)
        y = (x @ np.array([1.0, -0.6, 0.3]) + 0.1 * d).astype(np.float32)
        return x, y
