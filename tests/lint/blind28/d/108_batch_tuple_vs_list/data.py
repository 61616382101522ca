import numpy as np


def make_split(n, seed):
    rng = np.random.default_rng(seed)
    # ERA5 predictors for Antarctic sea-ice edge latitude: SAM index, ENSO, zonal wind, SST
    x = rng.normal(0, 1, (n, 4)).astype(np.float32)
    y = (-62.0 + 1.2 * x[:, 0] - 0.7 * x[:, 1] + 0.4 * x[:, 2]).astype(np.float32)
    return x, y


def train_batches(x, y, bs=32):
    for i in range(0, len(x), bs):
        yield x[i:i + bs], y[i:i + bs]


def holdout_batches(x, y, bs=32):
    return [[x[i:i + bs], y[i:i + bs]] for i in range(0, len(x), bs)]
