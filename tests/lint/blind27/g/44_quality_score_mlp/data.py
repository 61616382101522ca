import numpy as np


def wine_quality(n, seed):
    rng = np.random.default_rng(seed)
    X = rng.normal(0, 1, (n, 11)).astype(np.float32)
    w = np.linspace(-0.5, 0.6, 11).astype(np.float32)
    y = (5.6 + X @ w * 0.4 + rng.normal(0, 0.3, n)).astype(np.float32)
    return X, y


def train_batches(X, y, batch_size, rng):
    idx = rng.permutation(len(X))
    n_full = len(X) // batch_size
    for b in range(n_full):
        sel = idx[b * batch_size:(b + 1) * batch_size]
        yield X[sel], y[sel]
