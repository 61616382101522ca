import numpy as np


class PatchDataset:
    """EuroSAT-style 13-band patches with scene labels."""

    def __init__(self, n=100, size=16, bands=13, classes=10, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, size, size, bands)).astype(np.float32)
        self.y = rng.integers(0, classes, size=n).astype(np.int32)

    def batches(self, batch_size, rng):
        order = rng.permutation(len(self.x))
        for start in range(0, len(order), batch_size):
            idx = order[start:start + batch_size]
            yield self.x[idx], self.y[idx]
