import numpy as np


def group_kfold(groups, n_splits):
    """Split sample indices so that no scene appears in both train and val."""
    unique = np.unique(groups)
    assignment = {g: i % n_splits for i, g in enumerate(unique)}
    fold_of = np.array([assignment[g] for g in groups])
    for k in range(n_splits):
        yield np.flatnonzero(fold_of != k), np.flatnonzero(fold_of == k)


def iterate_minibatches(rng, indices, batch_size, drop_last=True):
    perm = rng.permutation(indices)
    stop = len(perm) - len(perm) % batch_size if drop_last else len(perm)
    for start in range(0, stop, batch_size):
        yield perm[start:start + batch_size]
