import numpy as np


def regression_batches(n_batches, batch_size, dim, seed=0):
    rng = np.random.default_rng(seed)
    w_true = rng.normal(size=dim)
    out = []
    for _ in range(n_batches):
        x = rng.normal(size=(batch_size, dim)).astype(np.float32)
        y = (x @ w_true + 0.1 * rng.normal(size=batch_size)).astype(np.float32)
        out.append((x, y))
    return out
