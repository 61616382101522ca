import numpy as np


def neutron_noise_features(n=100, seed=0):
    """APSD band powers of in-core detector signals; label 1 = core-barrel vibration present."""
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n)
    x = rng.normal(0, 1, (n, 8))
    x[:, 2] += 1.5 * y          # ~8 Hz band
    x[:, 5] += 0.8 * y
    return x.astype(np.float32), y.astype(np.float32)


def k_folds(x, y, k):
    idx = np.arange(len(x))
    for fold in np.array_split(idx, k):
        mask = np.ones(len(x), bool)
        mask[fold] = False
        yield (x[mask], y[mask]), (x[fold], y[fold])
