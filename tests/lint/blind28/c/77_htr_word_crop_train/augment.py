import numpy as np

CROP_WIDTH = 44


def random_horizontal_crop(images, rng):
    width = images.shape[2]
    start = int(rng.integers(0, width - CROP_WIDTH + 1))
    return images[:, :, start:start + CROP_WIDTH]
