import numpy as np


def make_trips(n, seed=0):
    rng = np.random.default_rng(seed)
    dist = rng.uniform(5, 400, size=n)
    stops = rng.integers(1, 20, size=n)
    hour = rng.integers(0, 24, size=n)
    x = np.stack([dist / 400.0, stops / 20.0, np.sin(hour / 24 * 2 * np.pi), np.cos(hour / 24 * 2 * np.pi)], axis=1)
    y = 0.02 * dist + 0.8 * stops + rng.normal(0, 1.0, size=n)
    return x.astype(np.float32), y.astype(np.float32)


def iterate_batches(x, y, batch_size, rng):
    idx = rng.permutation(len(x))
    for start in range(0, len(x), batch_size):
        sel = idx[start:start + batch_size]
        yield x[sel], y[sel]
