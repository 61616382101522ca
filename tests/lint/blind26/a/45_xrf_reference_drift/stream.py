import numpy as np


class ReferenceStream:
    def __init__(self, window=12, seed=0):
        self.window = window
        self.history = []
        self.rng = np.random.default_rng(seed)

    def read(self, run):
        v = 100.0 + 0.05 * run + self.rng.normal(0, 0.2)
        self.history.append(v)
        return np.asarray(self.history[-self.window:], np.float32)
