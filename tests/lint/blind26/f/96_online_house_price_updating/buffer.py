import numpy as np

class SalesBuffer:
    def __init__(self, capacity, n_features):
        self.X = np.zeros((capacity, n_features), np.float32)
        self.y = np.zeros((capacity,), np.float32)
        self.valid = np.zeros((capacity,), np.float32)
        self.pos = 0

    def add(self, X, y):
        for xi, yi in zip(X, y):
            i = self.pos % len(self.y)
            self.X[i], self.y[i], self.valid[i] = xi, yi, 1.0
            self.pos += 1
