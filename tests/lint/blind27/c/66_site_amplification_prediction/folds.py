import numpy as np


def kfold(n, k, seed=0):
    idx = np.random.default_rng(seed).permutation(n)
    size = n // k
    for f in range(k):
        val = idx[f * size:(f + 1) * size]
        train = np.setdiff1d(idx[:k * size], val)
        yield train, val
