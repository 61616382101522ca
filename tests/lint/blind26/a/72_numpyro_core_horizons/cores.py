import numpy as np

from model import MAX_HORIZONS


def padded_core(rng, n):
    depth = np.zeros(MAX_HORIZONS, np.float32)
    c14 = np.zeros(MAX_HORIZONS, np.float32)
    err = np.ones(MAX_HORIZONS, np.float32)
    valid = np.zeros(MAX_HORIZONS, bool)
    depth[:n] = np.sort(rng.uniform(10, 250, size=n))
    c14[:n] = 400 + 18 * depth[:n] + rng.normal(0, 40, size=n)
    err[:n] = rng.uniform(25, 50, size=n)
    valid[:n] = True
    return depth, valid, c14, err
