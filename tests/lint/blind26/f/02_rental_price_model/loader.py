import numpy as np

class RentLoader:
    def __init__(self, X, y, batch_size, seed=0):
        self.X, self.y, self.batch_size = X, y, batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        n = len(self.X)
        idx = self.rng.permutation(n)
        for start in range(0, n, self.batch_size):
            b = idx[start:start + self.batch_size]
            k = len(b)
            xb = np.zeros((self.batch_size, self.X.shape[1]), np.float32)
            yb = np.zeros((self.batch_size,), np.float32)
            w = np.zeros((self.batch_size,), np.float32)
            xb[:k], yb[:k], w[:k] = self.X[b], self.y[b], 1.0
            yield xb, yb, w
