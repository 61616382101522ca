import numpy as np


def kfold_indices(n, k, seed=0):
    perm = np.random.default_rng(seed).permutation(n)
    folds = np.array_split(perm, k)
    for i in range(k):
        val = folds[i]
        train = np.concatenate([f for j, f in enumerate(folds) if j != i])
        yield train, val


def make_tabular(rng, n=240, d=6):
    X = rng.normal(size=(n, d)).astype(np.float32)
    w = rng.normal(size=(d,)).astype(np.float32)
    y = (X @ w + 0.1 * rng.normal(size=n)).astype(np.float32)
    return X, y
