import numpy as np


def epoch_batches(n, batch_size, rng):
    perm = rng.permutation(n)
    for start in range(0, n, batch_size):
        yield perm[start:start + batch_size]


def subsample(x, y, fraction, seed=0):
    n = int(len(x) * fraction)
    idx = np.random.default_rng(seed).choice(len(x), size=n, replace=False)
    return x[idx], y[idx]
