import numpy as np


def make_readings(n=640, d=9, missing_rate=0.03, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = (x[:, :3].sum(1) + 0.2 * rng.normal(size=n)).astype(np.float32)
    x[rng.random((n, d)) < missing_rate] = np.nan
    return x, y


def clean_batch(x, y):
    complete = (~np.isnan(x).any(axis=1)).astype(np.float32)
    return np.nan_to_num(x, nan=0.0), y, complete


def iterate(x, y, batch_size):
    for i in range(0, len(x) - batch_size + 1, batch_size):
        yield clean_batch(x[i:i + batch_size], y[i:i + batch_size])
