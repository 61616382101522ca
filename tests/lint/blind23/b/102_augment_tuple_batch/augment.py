import numpy as np


def polarity_flip(batch, rng):
    x, y = batch
    signs = rng.choice([-1.0, 1.0], size=(x.shape[0], 1, 1)).astype(np.float32)
    return x * signs, y


def maybe_augment(batch, rng, p=0.5):
    if rng.uniform() < p:
        return polarity_flip(batch, rng)
    return batch
