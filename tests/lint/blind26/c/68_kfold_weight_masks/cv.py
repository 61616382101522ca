import numpy as np


def fold_weights(n, k, seed=0):
    order = np.random.default_rng(seed).permutation(n)
    for test_idx in np.array_split(order, k):
        w = np.ones(n, np.float32)
        w[test_idx] = 0.0
        yield w
