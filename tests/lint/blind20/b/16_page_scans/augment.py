import numpy as np


def random_brightness(page, rng):
    gain = rng.uniform(0.8, 1.2)
    return np.clip(page.astype(np.float32) * gain, 0, 255)


def maybe_augment(page, rng, p=0.5):
    if rng.random() < p:
        return random_brightness(page, rng)
    return page
