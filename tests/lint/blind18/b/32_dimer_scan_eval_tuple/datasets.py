import numpy as np


def morse(r, de=0.5, a=1.8, r0=1.2):
    x = np.exp(-a * (r - r0))
    return de * (x * x - 2 * x)


class DimerScan:
    def __init__(self, r_min, r_max, n, batch_size):
        self.r = np.linspace(r_min, r_max, n).astype(np.float32)
        self.e = morse(self.r).astype(np.float32)
        self.batch_size = batch_size

    def train_batches(self, rng):
        idx = rng.permutation(len(self.r))
        for i in range(0, len(idx), self.batch_size):
            sel = idx[i:i + self.batch_size]
            yield self.r[sel], self.e[sel]

    def holdout(self):
        sel = np.arange(0, self.batch_size)
        r = self.r[sel] + 0.01
        return r, morse(r).astype(np.float32)
