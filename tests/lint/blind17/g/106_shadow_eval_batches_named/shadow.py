import numpy as np

from data import Batch


def golden_set(rng, size=32, dim=5):
    x = rng.normal(size=(size, dim)).astype(np.float32)
    y = (x.sum(-1) > 0).astype(np.float32)
    return Batch(x, y)
