import numpy as np


class FermentationLoader:
    """Yields (features, biomass) batches from logged bioreactor runs."""

    def __init__(self, n_samples=230, batch_size=64, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n_samples, 6)).astype(np.float32)  # pH, T, DO, agitation, feed, time
        w = np.array([0.4, -0.2, 0.8, 0.1, 0.5, 1.2], dtype=np.float32)
        self.y = (self.x @ w + 0.05 * rng.normal(size=n_samples)).astype(np.float32)
        self.batch_size = batch_size

    def __iter__(self):
        n = len(self.x)
        for start in range(0, n, self.batch_size):
            stop = min(start + self.batch_size, n)
            yield self.x[start:stop], self.y[start:stop]
