import numpy as np


def batches(x, t, batch_size, rng):
    idx = rng.permutation(len(x))
    for start in range(0, len(x), batch_size):
        sel = idx[start:start + batch_size]
        yield x[sel], t[sel]
