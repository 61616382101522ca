import numpy as np


class LabelledPool:
    def __init__(self, X, y, n_seed=16):
        self.X, self.y = X, y
        self.idx = list(range(n_seed))
        self.weights = {}

    def add(self, i, prob):
        self.idx = self.idx[1:] + [i]
        self.weights[i] = 1.0 / prob

    def batch(self):
        b = {"x": self.X[self.idx], "y": self.y[self.idx]}
        if self.weights:
            b["w"] = np.array([self.weights.get(i, 1.0) for i in self.idx], np.float32)
        return b
