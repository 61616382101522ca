import numpy as np


def expanding_folds(n, n_folds, min_train):
    step = (n - min_train) // n_folds
    for k in range(n_folds):
        train_end = min_train + k * step
        yield np.arange(train_end), np.arange(train_end, train_end + step)


def minibatches(rng, idx, batch_size):
    perm = rng.permutation(idx)
    for i in range(0, len(perm), batch_size):
        yield perm[i:i + batch_size]
