import numpy as np


def hourly_load(n_days=60, seed=0):
    rng = np.random.default_rng(seed)
    h = np.arange(n_days * 24)
    base = 120 + 60 * np.clip(np.sin((h % 24 - 6) / 24 * 2 * np.pi), 0, None)
    weekend = ((h // 24) % 7 >= 5) * -40
    return (base + weekend + rng.normal(0, 5, h.size)).astype(np.float32)


def windows(series, n_lags):
    h = np.arange(len(series))
    X = np.stack([series[i:len(series) - n_lags + i] for i in range(n_lags)], axis=1)
    hod = (h[n_lags:] % 24) / 24.0
    X = np.concatenate([X / 200.0, np.sin(2 * np.pi * hod)[:, None], np.cos(2 * np.pi * hod)[:, None]], axis=1)
    return X.astype(np.float32), series[n_lags:] / 200.0


def batches(X, y, batch_size, rng):
    idx = rng.permutation(len(X))
    n_full = len(X) // batch_size
    for b in range(n_full):
        sel = idx[b * batch_size:(b + 1) * batch_size]
        yield X[sel], y[sel]
