import numpy as np


def class_weights(y):
    counts = np.bincount(y, minlength=2).astype(np.float32)
    return (len(y) / (2.0 * np.maximum(counts, 1.0)))[y]


def make_batches(x, y, batch_size, reweight, rng):
    idx = rng.permutation(len(x))
    w = class_weights(y) if reweight else np.ones(len(y), np.float32)
    for i in range(0, len(idx) - batch_size + 1, batch_size):
        j = idx[i:i + batch_size]
        yield {"x": x[j], "y": y[j], "weight": w[j]}
