import numpy as np


def make_dataset(n=103, d=6, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    w = rng.normal(size=(d,)).astype(np.float32)
    y = (x @ w > 0).astype(np.float32)
    return x, y


def _pad(idx, size):
    mask = np.zeros(size, dtype=np.float32)
    mask[: len(idx)] = 1.0
    out = np.zeros(size, dtype=np.int64)
    out[: len(idx)] = idx
    return out, mask


def kfold_splits(n, k, seed=0):
    idx = np.random.default_rng(seed).permutation(n)
    folds = np.array_split(idx, k)
    val_size = max(len(f) for f in folds)
    train_size = n - min(len(f) for f in folds)
    for i in range(k):
        val = folds[i]
        train = np.concatenate([folds[j] for j in range(k) if j != i])
        yield _pad(train, train_size), _pad(val, val_size)
