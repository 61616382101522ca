import numpy as np


def make_flights(n, seed=0):
    rng = np.random.default_rng(seed)
    dep_hour = rng.uniform(5, 23, n)
    dist = rng.uniform(200, 2500, n)
    congestion = rng.uniform(0, 1, n)
    wind = rng.normal(0, 10, n)
    x = np.stack([dep_hour / 24, dist / 2500, congestion, wind / 10], axis=1).astype(np.float32)
    delay = 5 + 20 * congestion + 0.5 * (dep_hour - 12) + rng.normal(0, 3, n)
    return x, delay.astype(np.float32)


def batches(x, y, batch_size):
    n = x.shape[0]
    for start in range(0, n, batch_size):
        yield x[start:start + batch_size], y[start:start + batch_size]
