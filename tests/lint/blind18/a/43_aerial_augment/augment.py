import numpy as np


class RandomScaleCrop:
    """Multi-scale crops of aerial orthophotos to mimic varying ground sampling distance."""

    def __init__(self, sizes=(24, 32, 40), seed=0):
        self.sizes = sizes
        self.rng = np.random.default_rng(seed)

    def __call__(self, image, mask):
        s = int(self.rng.choice(self.sizes))
        r = self.rng.integers(0, image.shape[2] - s + 1)
        c = self.rng.integers(0, image.shape[3] - s + 1)
        return image[:, :, r:r + s, c:c + s], mask[:, :, r:r + s, c:c + s]
