import numpy as np


def epoch_batches(n, batch_size, rng):
    """Shuffled full batches; the remainder is skipped (a different one each epoch)."""
    perm = rng.permutation(n)
    for start in range(0, n - batch_size + 1, batch_size):
        yield perm[start:start + batch_size]


def subsample(x, y, fraction, seed=0, min_size=32):
    n = max(min_size, int(len(x) * fraction))
    idx = np.random.default_rng(seed).choice(len(x), size=n, replace=False)
    return x[idx], y[idx]
