import numpy as np

N_BANDS = 10


def leaf_spectra(seed, n=64):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, N_BANDS)).astype(np.float32)
    y = (x[:, 4] - x[:, 7] + rng.normal(0, 0.5, n) > 0).astype(np.float32)
    return x, y


def train_batches(x, y, batch_size=16):
    for i in range(0, len(x), batch_size):
        yield x[i : i + batch_size], y[i : i + batch_size]


def holdout_batches(x, y, batch_size=16):
    for i in range(0, len(x), batch_size):
        yield x[i : i + batch_size], y[i : i + batch_size]
