import numpy as np


class ObservationBuffer:
    """Fixed-capacity storage so the GP always sees the same array shapes."""

    def __init__(self, capacity, dim):
        self.X = np.zeros((capacity, dim), np.float32)
        self.y = np.zeros(capacity, np.float32)
        self.mask = np.zeros(capacity, np.float32)
        self.n = 0

    def add(self, x, value):
        self.X[self.n], self.y[self.n], self.mask[self.n] = x, value, 1.0
        self.n += 1

    @property
    def best(self):
        return float(self.y[: self.n].max())
