def time_series_folds(n, n_folds, test_size, train_size):
    """Walk-forward folds with a train_size-row training block before each test block."""
    for k in range(n_folds):
        test_start = n - (n_folds - k) * test_size
        yield slice(test_start - train_size, test_start), slice(test_start, test_start + test_size)
