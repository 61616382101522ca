import numpy as np


def make_stamps(n, size=16, seed=0):
    """Point sources (label 0) and extended exponential-profile galaxies (label 1)."""
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:size, :size] - size / 2 + 0.5
    labels = rng.integers(0, 2, n)
    imgs = np.empty((n, size, size, 1), np.float32)
    for i, lab in enumerate(labels):
        if lab == 0:
            s = rng.uniform(0.8, 1.3)
            prof = np.exp(-(xx ** 2 + yy ** 2) / (2 * s * s))
        else:
            q, re = rng.uniform(0.4, 1.0), rng.uniform(2.0, 4.0)
            prof = np.exp(-np.sqrt(xx ** 2 + (yy / q) ** 2) / re * 1.68)
        prof = prof / prof.max()
        imgs[i, ..., 0] = prof + rng.normal(0, 0.05, (size, size))
    return imgs, labels.astype(np.int32)


class Loader:
    def __init__(self, x, y, batch_size, seed=0, drop_last=True):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.x))
        stop = len(idx) - len(idx) % self.batch_size if self.drop_last else len(idx)
        for s in range(0, stop, self.batch_size):
            b = idx[s:s + self.batch_size]
            yield self.x[b], self.y[b]
