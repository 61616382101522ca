import itertools

import numpy as np


def stream_batches(x, y, bs, seed):
    idx = np.random.default_rng(seed).permutation(len(x))
    for s in range(0, len(x), bs):
        sel = idx[s:s + bs]
        yield x[sel], y[sel]


def full_batches(x, y, bs, seed):
    return itertools.islice(stream_batches(x, y, bs, seed), len(x) // bs)
