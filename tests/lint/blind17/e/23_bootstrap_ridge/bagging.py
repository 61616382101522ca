import numpy as np


def bootstrap_split(n, rng):
    boot = rng.integers(0, n, n)
    oob_mask = np.ones(n, np.float32)
    oob_mask[boot] = 0.0
    return boot, oob_mask
