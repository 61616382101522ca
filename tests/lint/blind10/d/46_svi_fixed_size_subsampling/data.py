import numpy as np


def load_counts(n=90, seed=0):
    rng = np.random.default_rng(seed)
    exposure = rng.uniform(0.5, 2.0, size=n).astype(np.float32)
    counts = rng.poisson(3.0 * exposure).astype(np.float32)
    return exposure, counts


def minibatches(n, batch_size, rng):
    """Subsample with replacement: n // batch_size minibatches of exactly batch_size each."""
    for _ in range(max(1, n // batch_size)):
        yield rng.integers(0, n, size=batch_size)
