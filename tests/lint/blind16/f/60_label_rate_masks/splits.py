import numpy as np


def planetoid_style_split(labels, per_class=10, n_val=60, seed=0):
    rng = np.random.default_rng(seed)
    n = len(labels)
    train_mask = np.zeros(n, dtype=bool)
    for c in np.unique(labels):
        idx = np.flatnonzero(labels == c)
        train_mask[rng.choice(idx, per_class, replace=False)] = True
    rest = np.flatnonzero(~train_mask)
    val_mask = np.zeros(n, dtype=bool)
    val_mask[rng.choice(rest, n_val, replace=False)] = True
    return train_mask, val_mask
