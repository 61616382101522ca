import numpy as np


def kfold(n, k, seed=0):
    idx = np.random.default_rng(seed).permutation(n)
    for val in np.array_split(idx, k):
        yield np.setdiff1d(idx, val), val
