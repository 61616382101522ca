import numpy as np


class GestureBatches:
    def __init__(self, n=64, batch=16, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, 30, 6)).astype(np.float32)
        self.y = np.concatenate([rng.integers(0, 5 + i // 16, 1) for i in range(n)]).astype(np.int64)
        self.batch = batch

    def __iter__(self):
        for i in range(0, len(self.x), self.batch):
            yield self.x[i : i + self.batch], self.y[i : i + self.batch]
