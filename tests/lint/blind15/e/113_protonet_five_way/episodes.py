import numpy as np

DIM = 10
WAY = 5


class WaySampler:
    def __init__(self, n_classes=12, shots=4, queries=3, seed=0):
        self.rng = np.random.default_rng(seed)
        self.means = self.rng.normal(size=(n_classes, DIM)).astype(np.float32) * 2
        self.shots, self.queries = shots, queries

    def episode(self, way=WAY):
        classes = self.rng.choice(len(self.means), way, replace=False)
        n = self.shots + self.queries
        x = self.means[classes][:, None, :] + self.rng.normal(size=(way, n, DIM)).astype(np.float32)
        return x[:, : self.shots], x[:, self.shots:]
