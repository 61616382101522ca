import numpy as np


class LabelStore:
    """Frames labelled by operators arrive a few at a time; keeps a bounded buffer."""

    def __init__(self, feat_dim, capacity=16):
        self.x = np.zeros((capacity, feat_dim), np.float32)
        self.y = np.zeros((capacity,), np.float32)
        self.w = np.zeros((capacity,), np.float32)
        self.ptr = 0

    def add(self, x, y):
        for xi, yi in zip(x, y):
            slot = self.ptr % len(self.x)
            self.x[slot], self.y[slot], self.w[slot] = xi, yi, 1.0
            self.ptr += 1

    def all(self):
        return self.x, self.y, self.w
