import numpy as np


def from_archive(i, size=40):
    rng = np.random.default_rng(i)
    red = rng.uniform(0.02, 0.3, (size, size)).astype(np.float32)
    nir = rng.uniform(0.1, 0.6, (size, size)).astype(np.float32)
    return red, nir


def from_stream(i, size=40):
    rng = np.random.default_rng(100 + i)
    arrays = [rng.uniform(lo, hi, (size, size)).astype(np.float32) for lo, hi in ((0.02, 0.3), (0.1, 0.6))]
    return arrays
