import numpy as np


class WeighbridgeLoader:
    """Batches of walk-over weights; the weighbridge records NaN when an animal steps off early."""

    def __init__(self, n=256, batch_size=32, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, 4)).astype(np.float32)
        self.y = (self.x @ np.array([20.0, 5.0, -3.0, 8.0]) + 450).astype(np.float32)
        self.y[rng.uniform(size=n) < 0.06] = np.nan
        self.batch_size = batch_size

    def __iter__(self):
        for i in range(0, len(self.x), self.batch_size):
            xb, yb = self.x[i:i + self.batch_size], self.y[i:i + self.batch_size]
            ok = ~np.isnan(yb)
            yield xb[ok], yb[ok]
