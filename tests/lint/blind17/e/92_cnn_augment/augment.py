import numpy as np


def random_crop(images, rng, min_size=24, max_size=28):
    size = int(rng.integers(min_size, max_size + 1))
    h, w = images.shape[1:3]
    top = int(rng.integers(0, h - size + 1))
    left = int(rng.integers(0, w - size + 1))
    return images[:, top:top + size, left:left + size, :]


def random_flip(images, rng):
    if rng.random() < 0.5:
        return images[:, :, ::-1, :]
    return images
