import numpy as np


def cohort(rng, n, d=12):
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = (x[:, 0] + 0.3 * rng.normal(size=n) > 0).astype(np.float32)
    return x, y


def iterate(x, y, batch_size=32):
    for start in range(0, len(x), batch_size):
        yield x[start:start + batch_size], y[start:start + batch_size]
