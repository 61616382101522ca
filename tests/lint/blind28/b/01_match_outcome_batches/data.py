import numpy as np


def load_matches(n_matches=1000, n_feats=12, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n_matches, n_feats)).astype(np.float32)
    w = rng.normal(size=(n_feats,)).astype(np.float32)
    y = (x @ w + rng.normal(scale=0.5, size=n_matches) > 0).astype(np.float32)
    return x, y


def iterate_batches(x, y, batch_size):
    n = x.shape[0]
    for start in range(0, n, batch_size):
        yield x[start:start + batch_size], y[start:start + batch_size]
