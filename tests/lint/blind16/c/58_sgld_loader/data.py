import numpy as np


class MinibatchLoader:
    def __init__(self, X, y, batch_size, seed=0):
        self.X, self.y = X, y
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return int(np.ceil(len(self.X) / self.batch_size))

    def __iter__(self):
        perm = self.rng.permutation(len(self.X))
        for start in range(0, len(self.X), self.batch_size):
            idx = perm[start:start + self.batch_size]
            yield self.X[idx], self.y[idx]
