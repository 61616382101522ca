import numpy as np


class HiresWarehouse:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.x = np.zeros((0, 4), np.float32)
        self.y = np.zeros(0, np.float32)

    def ingest_month(self, n_new):
        x = self.rng.normal(size=(n_new, 4)).astype(np.float32)
        y = (x @ np.array([0.5, -0.2, 0.1, 0.3], np.float32) > 0).astype(np.float32)
        self.x = np.concatenate([self.x, x])
        self.y = np.concatenate([self.y, y])

    def snapshot(self):
        return self.x, self.y
