import numpy as np


class MinibatchLoader:
    def __init__(self, X, y, batch_size, seed=0):
        self.X, self.y = X, y
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return len(self.X) // self.batch_size

    def __iter__(self):
        perm = self.rng.permutation(len(self.X))
        for b in range(len(self)):
            idx = perm[b * self.batch_size:(b + 1) * self.batch_size]
            yield self.X[idx], self.y[idx]
