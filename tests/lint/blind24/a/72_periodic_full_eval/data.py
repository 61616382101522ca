import numpy as np


def make_split(seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(300, 8)).astype(np.float32)
    y = (x[:, 0] * 0.7 + x[:, 3] * 0.5 > 0.2).astype(np.float32)
    return (x[:240], y[:240]), (x[240:], y[240:])


def shuffled_batches(x, y, bs, epoch):
    idx = np.random.default_rng(epoch).permutation(len(x))
    for i in range(0, len(x) - bs + 1, bs):
        yield x[idx[i:i + bs]], y[idx[i:i + bs]]
