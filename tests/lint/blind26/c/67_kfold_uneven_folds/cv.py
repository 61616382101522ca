import numpy as np


def kfold_indices(n, k, seed=0):
    order = np.random.default_rng(seed).permutation(n)
    return np.array_split(order, k)
