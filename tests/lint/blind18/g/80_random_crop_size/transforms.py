import numpy as np


def center_crop(images, size):
    h, w = images.shape[1:3]
    top, left = (h - size) // 2, (w - size) // 2
    return images[:, top:top + size, left:left + size]


def resize_nearest(images, size):
    h = images.shape[1]
    idx = (np.arange(size) * h / size).astype(np.int64)
    return images[:, idx][:, :, idx]


class RandomScaleCrop:
    """Scale augmentation: crops a random-size centre window from every batch."""

    def __init__(self, min_size, max_size, seed=0):
        self.min_size = min_size
        self.max_size = max_size
        self.rng = np.random.default_rng(seed)
        self.last_size = None

    def __call__(self, images):
        self.last_size = int(self.rng.integers(self.min_size, self.max_size + 1))
        return center_crop(images, self.last_size)
