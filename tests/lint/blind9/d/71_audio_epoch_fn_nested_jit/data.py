import numpy as np


def keyword_dataset(rng, n=96, n_mels=20, frames=32):
    labels = rng.integers(0, 3, n)
    base = rng.standard_normal((3, n_mels, 1))
    x = base[labels] + 0.5 * rng.standard_normal((n, n_mels, frames))
    return x.astype(np.float32), labels.astype(np.int32)


def batches(x, y, batch_size, rng):
    order = rng.permutation(len(x))
    for b in range(len(x) // batch_size):
        idx = order[b * batch_size:(b + 1) * batch_size]
        yield x[idx], y[idx]
