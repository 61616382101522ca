import numpy as np


def kfold_indices(n, k, seed=0):
    perm = np.random.default_rng(seed).permutation(n)
    folds = np.array_split(perm, k)
    for i in range(k):
        val = folds[i]
        train = np.concatenate([f for j, f in enumerate(folds) if j != i])
        yield train, val
