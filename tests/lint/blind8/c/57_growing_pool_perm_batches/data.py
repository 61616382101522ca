import numpy as np


class LabelPool:
    """Pool of labelled examples that grows as annotators send new labels."""

    def __init__(self, dim, seed=0):
        self.rng = np.random.default_rng(seed)
        self.x = np.zeros((0, dim), np.float32)
        self.y = np.zeros((0,), np.float32)

    def add(self, x, y):
        self.x = np.concatenate([self.x, x])
        self.y = np.concatenate([self.y, y])

    def batches(self, batch_size):
        perm = self.rng.permutation(len(self.x))
        for i in range(0, len(perm), batch_size):
            idx = perm[i:i + batch_size]
            yield self.x[idx], self.y[idx]
