import numpy as np


def stratified_folds(y, k, seed=0):
    rng = np.random.default_rng(seed)
    idx = np.arange(len(y))
    folds = [[] for _ in range(k)]
    for c in np.unique(y):
        members = rng.permutation(idx[y == c])
        for j, i in enumerate(members):
            folds[j % k].append(i)
    for f in range(k):
        val = np.array(sorted(folds[f]))
        train = np.setdiff1d(idx, val)
        yield train[: len(y) - len(y) // k - 2], val[: len(y) // k - 2]


def class_weights(y, num_classes):
    counts = np.bincount(y, minlength=num_classes).astype(np.float32)
    return len(y) / (num_classes * np.maximum(counts, 1.0))
