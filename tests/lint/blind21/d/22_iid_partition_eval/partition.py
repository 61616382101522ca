import numpy as np


def iid_partition(x, y, num_clients, seed=0):
    perm = np.random.RandomState(seed).permutation(len(x))
    per_client = len(x) // num_clients
    parts = perm[:per_client * num_clients].reshape(num_clients, per_client)
    return [(x[p], y[p]) for p in parts]
