import numpy as np


def make_subject(seed, n_channels=16, n_trials=40, n_times=50):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n_trials, n_channels, n_times)).astype(np.float32)
    y = rng.integers(0, 2, size=n_trials)
    X[y == 1, :4] += 0.5
    noisy = rng.choice(n_channels, size=seed % 3 + 1, replace=False)
    X[:, noisy] *= 40.0
    return X, y.astype(np.float32)


def reject_channels(X, ratio=10.0):
    var = X.var(axis=(0, 2))
    keep = var < ratio * np.median(var)
    return X[:, keep], keep


def band_power(X):
    return np.log(X.var(axis=-1) + 1e-6)
