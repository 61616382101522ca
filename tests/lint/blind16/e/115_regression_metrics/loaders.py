import numpy as np


def regression_data(rng, n, d=5):
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = (x @ np.linspace(-1, 1, d) + 0.1 * rng.normal(size=n)).astype(np.float32)
    return x, y


def train_batches(x, y, bs):
    for i in range(0, len(x) - bs + 1, bs):
        yield x[i:i + bs], y[i:i + bs, None]


def val_batches(x, y, bs):
    for i in range(0, len(x) - bs + 1, bs):
        yield x[i:i + bs], y[i:i + bs, None]
