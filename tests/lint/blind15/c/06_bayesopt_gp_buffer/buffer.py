import numpy as np


class ObservationBuffer:
    """Preallocated observation storage."""

    def __init__(self, capacity, dim):
        self.X = np.zeros((capacity, dim), dtype=np.float32)
        self.Y = np.zeros((capacity,), dtype=np.float32)
        self.mask = np.zeros((capacity,), dtype=np.float32)
        self.n = 0

    def add(self, x, y):
        k = len(x)
        self.X[self.n:self.n + k] = x
        self.Y[self.n:self.n + k] = y
        self.mask[self.n:self.n + k] = 1.0
        self.n += k

    def best(self):
        return self.Y[: self.n].max()
