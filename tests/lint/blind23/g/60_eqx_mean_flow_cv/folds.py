import numpy as np


def kfold(n, k, seed=0):
    idx = np.random.default_rng(seed).permutation(n)
    size = n // k
    for i in range(k):
        val = idx[i * size:(i + 1) * size]
        train = np.concatenate([idx[:i * size], idx[(i + 1) * size:]])
        yield train, val
