import numpy as np


def vineyard_blocks(n=103, seed=0):
    """Per-block vineyard data: GDD, rainfall, crop load, canopy -> harvest pH."""
    rng = np.random.default_rng(seed)
    X = rng.normal(0, 1, (n, 4)).astype(np.float32)
    y = (3.45 + X @ np.array([0.08, -0.03, 0.05, 0.02]) + rng.normal(0, 0.04, n)).astype(np.float32)
    return X, y


def kfold(n, k, seed=0):
    idx = np.random.default_rng(seed).permutation(n)
    folds = np.array_split(idx, k)
    for i in range(k):
        val = folds[i]
        train = np.concatenate([folds[j] for j in range(k) if j != i])
        yield train, val
