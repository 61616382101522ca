import numpy as np


def make_parametric_data(n_wafers, n_params=12, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n_wafers, n_params)).astype(np.float32)
    w = rng.normal(size=n_params).astype(np.float32)
    y = 1 / (1 + np.exp(-(X @ w) * 0.5))
    return X, (0.6 + 0.35 * y).astype(np.float32)


def batches(X, y, batch_size, rng):
    idx = rng.permutation(len(X))
    for start in range(0, len(X), batch_size):
        sel = idx[start:start + batch_size]
        n = len(sel)
        xb = np.zeros((batch_size, X.shape[1]), np.float32)
        yb = np.zeros((batch_size,), np.float32)
        wb = np.zeros((batch_size,), np.float32)
        xb[:n] = X[sel]
        yb[:n] = y[sel]
        wb[:n] = 1.0
        yield xb, yb, wb
