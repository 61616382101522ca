import numpy as np


def make_pool(n=300, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 5)).astype(np.float32)
    y = (X[:, 0] * X[:, 1] > 0).astype(np.int32)
    return X, y


def iterate_minibatches(X, y, batch_size, rng):
    order = rng.permutation(len(X))
    for start in range(0, len(X), batch_size):
        sel = order[start : start + batch_size]
        yield X[sel], y[sel]
