import numpy as np


class PatchLoader:
    """Yields grayscale loom-camera patches with defect labels."""

    def __init__(self, n=300, size=16, batch_size=32, seed=0):
        rng = np.random.default_rng(seed)
        self.images = rng.random((n, size, size, 1), dtype=np.float32)
        self.labels = (rng.random(n) < 0.2).astype(np.int32)
        self.batch_size = batch_size
        self.rng = rng

    def __iter__(self):
        order = self.rng.permutation(len(self.labels))
        n_full = len(order) // self.batch_size
        for i in range(n_full):
            idx = order[i * self.batch_size:(i + 1) * self.batch_size]
            yield self.images[idx], self.labels[idx]
