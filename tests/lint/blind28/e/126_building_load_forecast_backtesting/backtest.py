import numpy as np


def sliding_folds(n_days, train_days=20, horizon_days=5):
    start = 0
    while start + train_days + horizon_days <= n_days:
        end = start + train_days
        yield np.arange(start * 24, end * 24), np.arange(end * 24, (end + horizon_days) * 24)
        start += horizon_days
