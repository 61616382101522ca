import math

import numpy as np


class SilhouetteLoader:
    """Garment silhouettes (A-line, sheath, fit-and-flare, shift) as 12x12 masks."""

    def __init__(self, n_images, batch_size, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.random((n_images, 12, 12, 1)).astype(np.float32)
        self.y = rng.integers(0, 4, n_images).astype(np.int32)
        self.batch_size = batch_size
        self.rng = rng

    def __len__(self):
        return math.ceil(len(self.y) / self.batch_size)

    def __iter__(self):
        order = self.rng.permutation(len(self.y))
        for b in range(len(self)):
            idx = order[b * self.batch_size:(b + 1) * self.batch_size]
            yield self.x[idx], self.y[idx]
