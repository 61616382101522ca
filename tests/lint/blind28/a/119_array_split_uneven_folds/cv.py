import numpy as np


def folds(n, k):
    idx = np.arange(n)
    for val in np.array_split(idx, k):
        yield np.setdiff1d(idx, val), val
