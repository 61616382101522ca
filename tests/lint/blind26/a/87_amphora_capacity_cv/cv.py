import numpy as np


def folds(n, k, seed=0):
    idx = np.random.default_rng(seed).permutation(n)
    size = n // k
    for f in range(k):
        va = idx[f * size:(f + 1) * size]
        tr = np.setdiff1d(idx, va)
        yield tr, va
