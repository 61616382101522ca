import numpy as np


class RandomScaleCrop:
    """Crops a random square from a glacier scene for scale augmentation."""

    def __init__(self, sizes=(24, 28, 32), seed=0):
        self.sizes = sizes
        self.rng = np.random.default_rng(seed)

    def __call__(self, image, mask):
        s = int(self.rng.choice(self.sizes))
        y0 = int(self.rng.integers(0, image.shape[0] - s + 1))
        x0 = int(self.rng.integers(0, image.shape[1] - s + 1))
        return image[y0:y0 + s, x0:x0 + s], mask[y0:y0 + s, x0:x0 + s]
