import numpy as np


def train_val_split(n, val_frac, rng):
    perm = rng.permutation(n)
    n_val = int(n * val_frac)
    return perm[n_val:], perm[:n_val]


def minibatches(idx, batch_size, rng):
    idx = rng.permutation(idx)
    for start in range(0, len(idx), batch_size):
        yield idx[start:start + batch_size]
