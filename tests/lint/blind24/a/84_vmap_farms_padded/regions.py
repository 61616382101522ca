import numpy as np

MAX_FARMS = 24


def region_tensor(rng, n_farms):
    prev = np.zeros(MAX_FARMS, np.float32)
    herd = np.ones(MAX_FARMS, np.float32)
    live = np.zeros(MAX_FARMS, np.float32)
    prev[:n_farms] = rng.beta(2, 30, n_farms)
    herd[:n_farms] = rng.integers(50, 400, n_farms)
    live[:n_farms] = 1.0
    return prev, herd, live
