import numpy as np


class FlightLoader:
    def __init__(self, x, y, batch_size, seed=0):
        self.x, self.y, self.bs = x, y, batch_size
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return len(self.x) // self.bs

    def __iter__(self):
        perm = self.rng.permutation(len(self.x))
        for b in range(len(self)):
            idx = perm[b * self.bs:(b + 1) * self.bs]
            yield self.x[idx], self.y[idx]
