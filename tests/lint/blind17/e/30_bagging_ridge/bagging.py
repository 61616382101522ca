import numpy as np


def bootstrap_split(n, rng):
    boot = rng.integers(0, n, n)
    oob = np.setdiff1d(np.arange(n), boot)
    return boot, oob
