import numpy as np

CAPACITY = 96


class ClaimFeed:
    """Claims settled each business day, staged into the daily upload block."""

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def day(self):
        n = min(int(self.rng.poisson(40)), CAPACITY)
        x = np.zeros((CAPACITY, 5), np.float32)
        log_paid = np.zeros(CAPACITY, np.float32)
        w = np.zeros(CAPACITY, np.float32)
        x[:n] = self.rng.normal(size=(n, 5))
        log_paid[:n] = 7.0 + 0.5 * x[:n, 0] - 0.3 * x[:n, 2] + 0.4 * self.rng.normal(size=n)
        w[:n] = 1.0
        return x, log_paid, w, n
