import numpy as np


def admissions(days=150, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(days)
    base = 40 + 30 * np.sin(2 * np.pi * t / 60)
    return rng.poisson(base).astype(np.float32)


class BatchLoader:
    def __init__(self, x, y, batch_size, shuffle=True, drop_last=True, seed=0):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.x)) if self.shuffle else np.arange(len(self.x))
        stop = len(idx) - len(idx) % self.batch_size if self.drop_last else len(idx)
        for s in range(0, stop, self.batch_size):
            sel = idx[s : s + self.batch_size]
            yield self.x[sel], self.y[sel]
