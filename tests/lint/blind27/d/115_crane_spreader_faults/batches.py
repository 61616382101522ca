import numpy as np


def grouped(idx, n):
    return zip(*[iter(idx)] * n)


def epoch_batches(x, y, n, rng):
    for group in grouped(rng.permutation(len(x)), n):
        sel = np.array(group)
        yield x[sel], y[sel]
