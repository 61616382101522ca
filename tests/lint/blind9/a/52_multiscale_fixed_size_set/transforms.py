import numpy as np


class RandomScaleCrop:
    """Multi-scale training: crop a square at one of a few fixed training resolutions."""

    def __init__(self, sizes=(24, 32), seed=0):
        self.sizes = tuple(sizes)
        self.rng = np.random.default_rng(seed)

    def __call__(self, images):
        size = self.sizes[self.rng.integers(len(self.sizes))]
        h, w = images.shape[1:3]
        top = self.rng.integers(0, h - size + 1)
        left = self.rng.integers(0, w - size + 1)
        return images[:, top:top + size, left:left + size]
