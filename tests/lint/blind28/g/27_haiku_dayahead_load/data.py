import numpy as np


def training_days(rng, n_days=10):
    for _ in range(n_days):
        hist = rng.standard_normal((8, 48)).astype(np.float32)
        wx = rng.standard_normal((8, 6)).astype(np.float32)
        target = (hist[:, -24:] * 0.9).astype(np.float32)
        yield [hist, wx], target


def operational_inputs(rng):
    hist = rng.standard_normal((8, 48)).astype(np.float32)
    wx = rng.standard_normal((8, 6)).astype(np.float32)
    return hist, wx
