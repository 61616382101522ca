import numpy as np


def make_trips(n, seed=0):
    rng = np.random.default_rng(seed)
    dist_km = rng.uniform(0.2, 8.0, n)
    stops = rng.integers(1, 15, n)
    hour = rng.integers(5, 23, n)
    peak = ((hour >= 7) & (hour <= 9)) | ((hour >= 16) & (hour <= 18))
    eta = 2.0 * dist_km + 0.5 * stops + 3.0 * peak + rng.normal(0, 0.5, n)
    x = np.stack([dist_km, stops, hour / 24.0, peak.astype(float)], axis=1).astype(np.float32)
    return x, eta.astype(np.float32)


def batches(x, y, batch_size, seed):
    rng = np.random.default_rng(seed)
    idx = rng.permutation(len(x))
    for start in range(0, len(x), batch_size):
        sel = idx[start:start + batch_size]
        yield x[sel], y[sel]
