import numpy as np


def read_floor(floor, rng):
    if floor == 0:
        raw = rng.poisson(20, size=(12, 8))  # beam-break counters
    else:
        raw = rng.uniform(0, 15, size=(12, 8))  # camera analytics
    return np.asarray(raw, dtype=np.float32)
