import collections

import numpy as np

Batch = collections.namedtuple("Batch", ["inputs", "targets"])


def epoch_batches(x, y, batch_size, rng):
    order = rng.permutation(len(x))
    for i in range(0, len(x) - batch_size + 1, batch_size):
        idx = order[i:i + batch_size]
        yield Batch(x[idx], y[idx])
