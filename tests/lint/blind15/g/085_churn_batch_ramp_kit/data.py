import numpy as np

BATCH_SCHEDULE = {0: 32, 1: 64, 2: 128}


def make_table(n=256, n_feats=10, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, n_feats)).astype(np.float32)
    w = rng.normal(size=n_feats)
    y = (X @ w + 0.5 * rng.normal(size=n) > 0).astype(np.float32)
    return X, y


def batch_size_for(epoch):
    return BATCH_SCHEDULE[min(epoch, max(BATCH_SCHEDULE))]


def iterate(X, y, batch_size, rng):
    idx = rng.permutation(len(X))
    for start in range(0, len(idx) - batch_size + 1, batch_size):
        sel = idx[start:start + batch_size]
        yield X[sel], y[sel]
