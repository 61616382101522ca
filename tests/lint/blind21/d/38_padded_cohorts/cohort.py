import numpy as np


class Cohort:
    def __init__(self, shards):
        self.shards = shards

    @property
    def pad_len(self):
        return max(len(x) for x, _ in self.shards)

    def stacked(self):
        L = self.pad_len
        n, dim = len(self.shards), self.shards[0][0].shape[1]
        xs = np.zeros((n, L, dim), np.float32)
        ys = np.zeros((n, L), np.float32)
        mask = np.zeros((n, L), np.float32)
        for i, (x, y) in enumerate(self.shards):
            xs[i, :len(x)], ys[i, :len(y)], mask[i, :len(y)] = x, y, 1.0
        return xs, ys, mask
