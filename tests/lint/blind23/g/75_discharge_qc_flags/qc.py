import numpy as np

GOOD, SUSPECT, MISSING = 0, 1, 2


def flag_series(q, rng):
    flags = np.zeros(q.shape, np.uint8)
    flags[rng.random(q.shape) < 0.05] = SUSPECT
    flags[rng.random(q.shape) < 0.03] = MISSING
    return flags
