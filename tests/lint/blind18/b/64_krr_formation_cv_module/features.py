import numpy as np


def magpie_like(rng, n, d=12):
    x = rng.normal(size=(n, d)).astype(np.float32)
    w = rng.normal(size=d).astype(np.float32)
    y = (np.sin(x @ w / 3.0) + 0.05 * rng.normal(size=n)).astype(np.float32)
    return x, y


def kfold(n, k):
    idx = np.arange(n)
    folds = np.array_split(idx, k)
    for i in range(k):
        val = folds[i]
        tr = np.concatenate([folds[j] for j in range(k) if j != i])
        yield tr, val
