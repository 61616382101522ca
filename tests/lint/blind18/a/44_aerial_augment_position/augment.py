import numpy as np


class RandomCrop:
    """Random-position crops of aerial orthophotos at one chip size."""

    def __init__(self, size=32, seed=0):
        self.size = size
        self.rng = np.random.default_rng(seed)

    def __call__(self, image, mask):
        s = self.size
        r = self.rng.integers(0, image.shape[2] - s + 1)
        c = self.rng.integers(0, image.shape[3] - s + 1)
        return image[:, :, r:r + s, c:c + s], mask[:, :, r:r + s, c:c + s]
