import numpy as np


class Reservoir:
    def __init__(self, capacity, d, seed=0):
        self.x = np.zeros((capacity, d), np.float32)
        self.y = np.zeros(capacity, np.float32)
        self.valid = np.zeros(capacity, np.float32)
        self.seen = 0
        self.rng = np.random.default_rng(seed)

    def add(self, xs, ys):
        for xi, yi in zip(xs, ys):
            if self.seen < len(self.x):
                j = self.seen
            else:
                j = self.rng.integers(0, self.seen + 1)
            if j < len(self.x):
                self.x[j], self.y[j], self.valid[j] = xi, yi, 1.0
            self.seen += 1
