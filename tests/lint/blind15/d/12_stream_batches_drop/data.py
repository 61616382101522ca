import numpy as np


def synthetic_clicks(n, dim, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, dim)).astype(np.float32)
    w = rng.normal(size=dim)
    y = (x @ w + 0.3 * rng.normal(size=n) > 0).astype(np.float32)
    return x, y


def batch_stream(x, y, batch_size, shuffle=True, seed=0):
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(x)) if shuffle else np.arange(len(x))
    n_full = len(x) // batch_size
    for b in range(n_full):
        idx = order[b * batch_size:(b + 1) * batch_size]
        yield x[idx], y[idx]
