import numpy as np


def blocked_folds(n_days, k):
    """Contiguous blocks so validation days are not surrounded by training days."""
    edges = np.linspace(0, n_days, k + 1).astype(int)
    for i in range(k):
        val = np.arange(edges[i], edges[i + 1])
        train = np.setdiff1d(np.arange(n_days), val)
        yield train, val
