import numpy as np


def load_claims(n_claims=900, seed=1):
    rng = np.random.default_rng(seed)
    age = rng.uniform(18, 80, size=n_claims)
    vehicle_value = rng.lognormal(9.5, 0.4, size=n_claims)
    X = np.stack([(age - 45) / 15, np.log(vehicle_value) - 9.5], axis=1).astype(np.float32)
    mu = np.exp(7.5 + 0.2 * X[:, 0] + 0.6 * X[:, 1])
    severity = rng.gamma(shape=2.0, scale=mu / 2.0).astype(np.float32)
    return X, severity


class ClaimLoader:
    def __init__(self, X, y, batch_size, seed=0):
        self.X, self.y = X, y
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        n = len(self.X)
        idx = self.rng.permutation(n)
        for start in range(0, n, self.batch_size):
            b = idx[start:start + self.batch_size]
            w = np.ones(self.batch_size, np.float32)
            if len(b) < self.batch_size:
                fill = self.batch_size - len(b)
                w[len(b):] = 0.0
                b = np.concatenate([b, np.zeros(fill, dtype=b.dtype)])
            yield self.X[b], self.y[b], w
