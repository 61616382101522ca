import numpy as np

def random_crop_batch(images, rng):
    size = int(rng.choice([24, 28, 32]))
    i = int(rng.integers(0, images.shape[1] - size + 1))
    j = int(rng.integers(0, images.shape[2] - size + 1))
    return images[:, i:i + size, j:j + size, :]
