import numpy as np


def lpc_features(rng, n, order=10):
    # scipy-style routines return float64
    return rng.normal(size=(n, order))


def precomputed_features(rng, n, order=10):
    return rng.normal(size=(n, order)).astype(np.float32)


def stream(seed, n_batches=8, bs=24):
    rng = np.random.default_rng(seed)
    for i in range(n_batches):
        f = lpc_features if i % 2 else precomputed_features
        x = f(rng, bs)
        y = (x[:, 0] + 0.5 * x[:, 1] > 0).astype(np.float32)
        yield x, y
