import numpy as np


def eval_batches(feats, years, batch_size):
    n = len(years)
    for i in range(0, n, batch_size):
        x = np.zeros((batch_size, feats.shape[1]), np.float32)
        y = np.zeros(batch_size, np.float32)
        m = np.zeros(batch_size, np.float32)
        k = min(batch_size, n - i)
        x[:k], y[:k], m[:k] = feats[i:i + k], years[i:i + k], 1.0
        yield x, y, m


def train_batches(feats, years, batch_size, rng):
    idx = rng.permutation(len(years))
    for i in range(0, len(idx) - batch_size + 1, batch_size):
        j = idx[i:i + batch_size]
        yield feats[j], years[j]
