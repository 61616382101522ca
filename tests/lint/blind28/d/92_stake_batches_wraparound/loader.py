import numpy as np


class SnowPitLoader:
    """Snow-pit density profiles (SWE regression), batched with wrap-around fill."""

    def __init__(self, n=75, batch_size=16, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(0, 1, (n, 5)).astype(np.float32)
        self.y = (300 + 40 * self.x[:, 0] - 25 * self.x[:, 3]).astype(np.float32) / 100.0
        self.bs = batch_size

    def __iter__(self):
        n = len(self.y)
        for start in range(0, n, self.bs):
            idx = np.arange(start, start + self.bs) % n
            yield self.x[idx], self.y[idx]
