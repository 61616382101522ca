import numpy as np


def hourly_dataset(n_hours=500, lags=24, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(n_hours + lags)
    load = 1.0 + 0.4 * np.sin(2 * np.pi * t / 24) + 0.2 * np.sin(2 * np.pi * t / 168) + 0.05 * rng.standard_normal(t.size)
    x = np.stack([load[i:i + lags] for i in range(n_hours)]).astype(np.float32)
    y = load[lags:lags + n_hours, None].astype(np.float32)
    return x, y


def batches(x, y, batch_size, rng):
    idx = rng.permutation(len(x))
    for start in range(0, len(x), batch_size):
        sel = idx[start:start + batch_size]
        yield x[sel], y[sel]
