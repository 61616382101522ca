import numpy as np


def kfold(n, k, seed=0):
    idx = np.random.default_rng(seed).permutation(n)
    parts = np.array_split(idx, k)
    for f in range(k):
        tr = np.concatenate([p for i, p in enumerate(parts) if i != f])
        yield tr, parts[f]
