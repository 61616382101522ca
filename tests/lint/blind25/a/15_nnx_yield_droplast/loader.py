import numpy as np


class PlotLoader:
    def __init__(self, x, y, batch_size, seed=0):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return len(self.x) // self.batch_size

    def __iter__(self):
        idx = self.rng.permutation(len(self.x))
        for b in range(len(self)):
            sel = idx[b * self.batch_size:(b + 1) * self.batch_size]
            yield self.x[sel], self.y[sel]
