import numpy as np


def kfold_splits(n, k, seed=0):
    idx = np.random.default_rng(seed).permutation(n)
    for fold in np.array_split(idx, k):
        yield np.setdiff1d(idx, fold), fold


def minibatches(rng, x, y, batch_size):
    perm = rng.permutation(len(x))
    for i in range(0, len(perm), batch_size):
        sel = perm[i:i + batch_size]
        yield x[sel], y[sel]
