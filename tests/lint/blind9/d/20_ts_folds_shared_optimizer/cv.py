import numpy as np


def rolling_origin_folds(n, train_size, test_size, n_folds):
    """Fixed-size train/test windows sliding forward in time."""
    step = (n - train_size - test_size) // max(1, n_folds - 1)
    for k in range(n_folds):
        start = k * step
        train = np.arange(start, start + train_size)
        test = np.arange(start + train_size, start + train_size + test_size)
        yield train, test
