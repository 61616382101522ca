import numpy as np


class StationLoader:
    """Iterates over (features, target) batches of station observations."""

    def __init__(self, n_samples=530, n_features=12, batch_size=64, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n_samples, n_features)).astype(np.float32)
        w = rng.normal(size=(n_features,)).astype(np.float32)
        self.y = (self.x @ w + 0.1 * rng.normal(size=n_samples)).astype(np.float32)
        self.batch_size = batch_size
        self.rng = rng

    def __iter__(self):
        idx = self.rng.permutation(len(self.x))
        for start in range(0, len(idx), self.batch_size):
            sel = idx[start:start + self.batch_size]
            yield self.x[sel], self.y[sel]
