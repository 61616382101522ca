import numpy as np


def iid_partition(x, y, num_clients, seed=0):
    perm = np.random.RandomState(seed).permutation(len(x))
    parts = np.array_split(perm, num_clients)
    return [(x[p], y[p]) for p in parts]
