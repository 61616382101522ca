import numpy as np


def read_amsr2(day, shape=(36, 36)):
    rng = np.random.default_rng(day)
    # HDF5 product: brightness temperatures already in float64 after scale_factor applied
    return rng.normal(235.0, 12.0, shape + (2,)) * 1.0


def read_ssmis(day, shape=(36, 36)):
    rng = np.random.default_rng(1000 + day)
    return rng.normal(233.0, 12.0, shape + (2,)).astype(np.float32)
