import numpy as np


class ClaimFeed:
    """Claims settled each business day, as they arrive from the claims system."""

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def day(self):
        n = int(self.rng.poisson(40))
        x = self.rng.normal(size=(n, 5)).astype(np.float32)
        log_paid = (7.0 + 0.5 * x[:, 0] - 0.3 * x[:, 2] + 0.4 * self.rng.normal(size=n)).astype(np.float32)
        return x, log_paid
