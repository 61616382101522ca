import numpy as np

CROP = 24

def augment(images, masks, rng):
    i = int(rng.integers(0, images.shape[1] - CROP + 1))
    j = int(rng.integers(0, images.shape[2] - CROP + 1))
    x = images[:, i:i + CROP, j:j + CROP]
    y = masks[:, i:i + CROP, j:j + CROP]
    if rng.uniform() < 0.5:
        x, y = x[:, ::-1], y[:, ::-1]
    return np.ascontiguousarray(x), np.ascontiguousarray(y)
