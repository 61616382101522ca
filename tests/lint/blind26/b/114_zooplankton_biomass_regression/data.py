import numpy as np


def net_tows(n=1000, seed=0):
    # Bongo net tows: SST, chl, MLD, day-of-year (sin, cos), depth of tow -> log zooplankton biomass
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 6)).astype(np.float32)
    y = (0.5 * x[:, 1] - 0.3 * x[:, 0] + 0.2 * x[:, 3] + rng.normal(0, 0.2, n)).astype(np.float32)
    return x, y


def epoch_batches(x, y, n_batches, rng):
    idx = rng.permutation(len(x))
    for part in np.array_split(idx, n_batches):
        yield x[part], y[part]
