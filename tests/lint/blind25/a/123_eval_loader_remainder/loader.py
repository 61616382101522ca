import numpy as np


def batches(x, y, batch_size, shuffle, drop_last, seed=0):
    idx = np.arange(len(x))
    if shuffle:
        idx = np.random.default_rng(seed).permutation(len(x))
    stop = len(x) - len(x) % batch_size if drop_last else len(x)
    for i in range(0, stop, batch_size):
        sel = idx[i:i + batch_size]
        yield x[sel], y[sel]
