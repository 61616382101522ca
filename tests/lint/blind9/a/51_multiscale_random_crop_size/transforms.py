import numpy as np


class RandomScaleCrop:
    """Multi-scale training: crop a random square between min_size and max_size."""

    def __init__(self, min_size=20, max_size=32, seed=0):
        self.min_size = min_size
        self.max_size = max_size
        self.rng = np.random.default_rng(seed)

    def __call__(self, images):
        size = int(self.rng.integers(self.min_size, self.max_size + 1))
        h, w = images.shape[1:3]
        top = self.rng.integers(0, h - size + 1)
        left = self.rng.integers(0, w - size + 1)
        return images[:, top:top + size, left:left + size]
