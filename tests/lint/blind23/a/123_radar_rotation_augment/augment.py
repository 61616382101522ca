import numpy as np


def random_augment(field, rng):
    k = int(rng.integers(0, 4))
    out = np.rot90(field, k, axes=(-2, -1))
    if rng.random() < 0.5:
        out = out[..., ::-1]
    return np.ascontiguousarray(out)
