import numpy as np


class LabelStore:
    """Frames labelled by operators arrive a few at a time."""

    def __init__(self, feat_dim):
        self.x = np.zeros((0, feat_dim), np.float32)
        self.y = np.zeros((0,), np.float32)

    def add(self, x, y):
        self.x = np.concatenate([self.x, x])
        self.y = np.concatenate([self.y, y])

    def all(self):
        return self.x, self.y
