import numpy as np


def from_model(rng, shape=(32, 32)):
    u = rng.normal(5, 3, shape).astype(np.float32)
    v = rng.normal(0, 3, shape).astype(np.float32)
    return u, v


def from_scatterometer(rng, shape=(32, 32)):
    return rng.normal([5, 0], 3, shape + (2,)).astype(np.float32).transpose(2, 0, 1)
