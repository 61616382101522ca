import numpy as np


def random_horizontal_crop(images, rng, min_keep=0.8):
    width = images.shape[2]
    keep = int(width * rng.uniform(min_keep, 1.0))
    start = int(rng.integers(0, width - keep + 1))
    return images[:, :, start:start + keep]
