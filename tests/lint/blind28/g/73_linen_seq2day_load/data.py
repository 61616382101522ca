import numpy as np


class WindowDataset:
    def __init__(self, series, lookback=48, horizon=24):
        self.s, self.lb, self.h = series, lookback, horizon

    def __len__(self):
        return len(self.s) - self.lb - self.h

    def arrays(self):
        idx = np.arange(len(self))[:, None]
        X = self.s[idx + np.arange(self.lb)]
        Y = self.s[idx + self.lb + np.arange(self.h)]
        return X.astype(np.float32), Y.astype(np.float32)


def batches(X, Y, batch_size, rng, drop_last=True):
    perm = rng.permutation(len(X))
    stop = len(X) - len(X) % batch_size if drop_last else len(X)
    for s in range(0, stop, batch_size):
        sel = perm[s:s + batch_size]
        yield X[sel], Y[sel]
