import numpy as np


def batches(x, t, batch_size, rng):
    idx = rng.permutation(len(x))
    n_full = len(x) // batch_size
    for b in range(n_full):
        sel = idx[b * batch_size:(b + 1) * batch_size]
        yield x[sel], t[sel]
