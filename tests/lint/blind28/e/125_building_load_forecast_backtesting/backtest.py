import numpy as np


def expanding_folds(n_days, first_train_days=20, horizon_days=5):
    end = first_train_days
    while end + horizon_days <= n_days:
        yield np.arange(0, end * 24), np.arange(end * 24, (end + horizon_days) * 24)
        end += horizon_days
