import numpy as np


def random_flip_brightness(images, rng):
    flip = rng.random(len(images)) < 0.5
    out = np.where(flip[:, None, None, None], images[:, :, ::-1], images)
    gain = rng.uniform(0.8, 1.2, size=(len(images), 1, 1, 1))
    return np.clip(out * gain, 0, 255).astype(images.dtype)
