import numpy as np


class PatchLoader:
    def __init__(self, images, labels, batch_size):
        self.images = images
        self.labels = labels
        self.batch_size = batch_size

    def __iter__(self):
        n_full = len(self.images) // self.batch_size
        for b in range(n_full):
            sl = slice(b * self.batch_size, (b + 1) * self.batch_size)
            yield self.images[sl], self.labels[sl]


def synthetic_welds(n, size=16, seed=0):
    rng = np.random.default_rng(seed)
    images = rng.random((n, size, size, 1), dtype=np.float32)
    labels = rng.integers(0, 2, size=n).astype(np.int32)
    return images, labels
