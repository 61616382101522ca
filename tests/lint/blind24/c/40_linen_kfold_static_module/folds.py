import numpy as np


def kfold_indices(n, k, seed=0):
    perm = np.random.default_rng(seed).permutation(n)
    size = n // k
    for f in range(k):
        val = perm[f * size:(f + 1) * size]
        train = np.concatenate([perm[:f * size], perm[(f + 1) * size:]])
        yield train, val
