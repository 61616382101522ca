import numpy as np


class BubblePool:
    def __init__(self, capacity, seed=0):
        self.rng = np.random.default_rng(seed)
        self.pos = np.zeros((capacity, 2), np.float32)
        self.radius = np.zeros((capacity,), np.float32)
        self.count = 0

    def nucleate(self, n):
        sl = slice(self.count, self.count + n)
        self.pos[sl, 0] = self.rng.uniform(0.0, 1.0, n)
        self.pos[sl, 1] = 0.0
        self.radius[sl] = self.rng.uniform(0.01, 0.03, n)
        self.count += n

    def active(self):
        return self.pos[: self.count], self.radius[: self.count]

    def write_back(self, pos, radius):
        self.pos[: self.count] = np.asarray(pos)
        self.radius[: self.count] = np.asarray(radius)
