import numpy as np


class SherdImages:
    def __init__(self, n=100, size=16, n_classes=4, seed=0):
        rng = np.random.default_rng(seed)
        self.labels = rng.integers(0, n_classes, size=n)
        base = rng.normal(size=(n_classes, size, size, 1)).astype(np.float32)
        self.images = base[self.labels] + 0.3 * rng.normal(size=(n, size, size, 1)).astype(np.float32)

    def batches(self, batch_size, rng):
        order = rng.permutation(len(self.labels))
        for start in range(0, len(order), batch_size):
            idx = order[start:start + batch_size]
            yield self.images[idx], self.labels[idx]
