import numpy as np


def iterate_minibatches(*arrays, batch_size):
    n = len(arrays[0])
    for lo in range(0, n, batch_size):
        hi = min(lo + batch_size, n)
        yield tuple(a[lo:hi] for a in arrays)


def weighted_mean(values, weights):
    values = np.asarray(values, dtype=np.float64)
    weights = np.asarray(weights, dtype=np.float64)
    return float((values * weights).sum() / weights.sum())
