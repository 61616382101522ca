import numpy as np


class FeedbackBuffer:
    def __init__(self, dim, max_size=128):
        self.dim = dim
        self.max_size = max_size
        self.x = np.zeros((max_size, dim), dtype=np.float32)
        self.y = np.zeros((max_size,), dtype=np.float32)
        self.valid = np.zeros((max_size,), dtype=np.float32)
        self._cursor = 0

    def add(self, x, y):
        for row, label in zip(x, y):
            self.x[self._cursor] = row
            self.y[self._cursor] = label
            self.valid[self._cursor] = 1.0
            self._cursor = (self._cursor + 1) % self.max_size

    def training_set(self):
        return self.x, self.y, self.valid
