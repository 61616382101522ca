import numpy as np

W_TRUE = np.array([-2.0, 1.2, -0.8, 0.5])


def loan_book(day, seed=0):
    """All loans observed up to `day`; the book grows as new loans are booked."""
    rng = np.random.default_rng(seed)
    n = 300 + 37 * day
    x = np.column_stack([np.ones(n), rng.normal(size=(n, 3))]).astype(np.float32)
    p = 1 / (1 + np.exp(-(x @ W_TRUE)))
    y = (rng.uniform(size=n) < p).astype(np.float32)
    return x, y


def minibatches(n, batch_size, rng):
    perm = rng.permutation(n)
    for start in range(0, n, batch_size):
        yield perm[start : start + batch_size]
