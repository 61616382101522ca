import numpy as np

TRAIN_SIZES = (20, 40, 60, 80)


def subsample(X, y, n, seed=0):
    rng = np.random.default_rng(seed + n)
    idx = rng.permutation(len(X))[:n]
    weights = np.zeros(len(X), dtype=np.float32)
    weights[idx] = 1.0
    return X, y, weights
