import numpy as np


def load_assays(n_samples=530, seed=0):
    rng = np.random.default_rng(seed)
    # easting, northing, elevation, lithology code, magnetic susceptibility
    X = rng.normal(size=(n_samples, 5)).astype(np.float32)
    cu_pct = (0.4 + 0.2 * X[:, 0] - 0.1 * X[:, 2] + 0.05 * rng.normal(size=n_samples)).astype(np.float32)
    return X, cu_pct


def iterate_batches(X, y, batch_size, rng):
    idx = rng.permutation(len(X))
    for start in range(0, len(X), batch_size):
        sel = idx[start:start + batch_size]
        yield X[sel], y[sel]
