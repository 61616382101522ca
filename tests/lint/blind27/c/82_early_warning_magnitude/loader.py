import numpy as np


class EpochLoader:
    def __init__(self, x, y, batch_size, seed=0):
        self.x, self.y, self.bs = x, y, batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        order = self.rng.permutation(len(self.x))
        n_full = len(order) // self.bs
        for b in range(n_full):
            idx = order[b * self.bs:(b + 1) * self.bs]
            yield self.x[idx], self.y[idx]
