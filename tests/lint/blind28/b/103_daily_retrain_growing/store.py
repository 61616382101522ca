import numpy as np


class MatchStore:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.x = np.zeros((0, 8), np.float32)
        self.y = np.zeros((0,), np.float32)

    def ingest_day(self, n=50):
        x = self.rng.normal(size=(n, 8)).astype(np.float32)
        y = (x[:, 0] + 0.5 * x[:, 1] > 0).astype(np.float32)
        self.x = np.concatenate([self.x, x])
        self.y = np.concatenate([self.y, y])

    def all_matches(self):
        return self.x, self.y
