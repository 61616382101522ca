import numpy as np


def weekly_windows(n_weeks=60, window=8, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(n_weeks)
    series = 200 + 150 * np.sin(2 * np.pi * t / 52) + rng.normal(0, 10, n_weeks)
    series = np.log1p(np.maximum(series, 0)).astype(np.float32)
    x = np.stack([series[k:k + window] for k in range(n_weeks - window)])
    y = series[window:]
    return x, y


def batches(x, y, batch_size):
    for start in range(0, len(x) - batch_size + 1, batch_size):
        yield x[start:start + batch_size], y[start:start + batch_size]
