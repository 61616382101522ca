import numpy as np


def from_csv(rng, n=200):
    # pandas-style float64 columns
    return rng.normal(1013, 8, size=n), rng.normal(15, 6, size=n)


def from_binary(rng, n=200):
    return rng.normal(1013, 8, size=n).astype(np.float32), rng.normal(15, 6, size=n).astype(np.float32)
