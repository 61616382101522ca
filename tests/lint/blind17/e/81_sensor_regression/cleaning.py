import numpy as np


def make_sensor_table(n=320, d=6, missing=0.02, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d))
    y = X @ np.linspace(-1, 1, d) + 0.1 * rng.normal(size=n)
    X[rng.random((n, d)) < missing] = np.nan
    return X.astype(np.float32), y.astype(np.float32)


def dropna(X, y):
    keep = ~np.isnan(X).any(axis=1)
    return X[keep], y[keep]


def batches(X, y, bs=32):
    for i in range(0, len(X), bs):
        yield dropna(X[i:i + bs], y[i:i + bs])
