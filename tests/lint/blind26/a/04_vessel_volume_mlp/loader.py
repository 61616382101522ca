import numpy as np


def profile_batches(x, y, batch_size, seed):
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(x))
    n_full = len(x) // batch_size
    for b in range(n_full):
        idx = order[b * batch_size:(b + 1) * batch_size]
        yield x[idx], y[idx]
