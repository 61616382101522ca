import numpy as np


def make_churn_table(rng, n=250, n_num=4, n_cat=3, card=6):
    num = rng.normal(size=(n, n_num)).astype(np.float32)
    cat = rng.integers(0, card, size=(n, n_cat)).astype(np.int32)
    y = ((num[:, 0] + (cat[:, 0] == 2)) > 0.5).astype(np.float32)
    return num, cat, y


def kfold(n, k, seed=0):
    idx = np.random.default_rng(seed).permutation(n)
    parts = np.array_split(idx, k)
    for i in range(k):
        yield np.concatenate(parts[:i] + parts[i + 1:]), parts[i]


def minibatches(rng, indices, batch_size):
    perm = rng.permutation(indices)
    for start in range(0, len(perm), batch_size):
        yield perm[start:start + batch_size]
