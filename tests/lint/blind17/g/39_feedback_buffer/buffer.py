import numpy as np


class FeedbackBuffer:
    def __init__(self, dim, max_size=512):
        self.dim = dim
        self.max_size = max_size
        self.x = np.zeros((0, dim), dtype=np.float32)
        self.y = np.zeros((0,), dtype=np.float32)

    def add(self, x, y):
        self.x = np.concatenate([self.x, x])[-self.max_size:]
        self.y = np.concatenate([self.y, y])[-self.max_size:]

    def training_set(self):
        return self.x, self.y
