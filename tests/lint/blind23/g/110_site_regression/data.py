import numpy as np


def load_sites(n=200, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 6)).astype(np.float32)
    y = (1.5 * np.tanh(x[:, 0]) + 0.5 * x[:, 1] * x[:, 2] + 0.1 * rng.normal(size=n)).astype(np.float32)
    return x, y


def minibatches(x, y, size, rng):
    order = rng.permutation(len(x))
    for i in range(0, len(x) - size + 1, size):
        idx = order[i:i + size]
        yield x[idx], y[idx]
