import numpy as np


class CompositionLoader:
    """Iterates over (element-fraction vector, band gap) pairs."""

    def __init__(self, x, y, batch_size, seed=0):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.x))
        for start in range(0, len(idx), self.batch_size):
            sel = idx[start:start + self.batch_size]
            n = len(sel)
            pad = self.batch_size - n
            xb = np.concatenate([self.x[sel], np.zeros((pad, self.x.shape[1]), np.float32)])
            yb = np.concatenate([self.y[sel], np.zeros(pad, np.float32)])
            wb = np.concatenate([np.ones(n, np.float32), np.zeros(pad, np.float32)])
            yield xb, yb, wb


def synthetic_compositions(n, n_elements=20, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.dirichlet(np.full(n_elements, 0.3), size=n).astype(np.float32)
    w = rng.normal(size=n_elements).astype(np.float32)
    y = np.maximum(x @ w + 1.0, 0.0).astype(np.float32)
    return x, y
