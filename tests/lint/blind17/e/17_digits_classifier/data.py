import numpy as np


def make_digits(n=1000, dim=64, n_classes=10, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, dim)).astype(np.float32)
    y = rng.integers(0, n_classes, size=n).astype(np.int32)
    return X, y


def iterate_minibatches(X, y, batch_size, shuffle=True, seed=0):
    idx = np.arange(len(X))
    if shuffle:
        np.random.default_rng(seed).shuffle(idx)
    for start in range(0, len(X), batch_size):
        sel = idx[start:start + batch_size]
        n = len(sel)
        xb = np.zeros((batch_size,) + X.shape[1:], X.dtype)
        yb = np.zeros((batch_size,), y.dtype)
        mask = np.zeros((batch_size,), np.float32)
        xb[:n], yb[:n], mask[:n] = X[sel], y[sel], 1.0
        yield xb, yb, mask
