import numpy as np


class ClaimsLoader:
    def __init__(self, n_claims, n_features, batch_size, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n_claims, n_features)).astype(np.float32)
        w = rng.normal(size=n_features)
        self.y = (self.x @ w + rng.normal(size=n_claims) > 1.5).astype(np.float32)
        self.batch_size = batch_size

    def __iter__(self):
        n = len(self.x)
        for start in range(0, n, self.batch_size):
            sl = slice(start, start + self.batch_size)
            yield self.x[sl], self.y[sl]
