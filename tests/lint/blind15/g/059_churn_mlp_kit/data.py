import numpy as np


def make_table(n=200, n_feats=10, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, n_feats)).astype(np.float32)
    w = rng.normal(size=n_feats)
    y = (X @ w + 0.5 * rng.normal(size=n) > 0).astype(np.float32)
    return X, y


class TableLoader:
    def __init__(self, X, y, batch_size, shuffle=True, seed=0):
        self.X, self.y = X, y
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.X)) if self.shuffle else np.arange(len(self.X))
        for start in range(0, len(idx), self.batch_size):
            sel = idx[start:start + self.batch_size]
            yield self.X[sel], self.y[sel]
