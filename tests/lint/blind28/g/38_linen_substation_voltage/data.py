import numpy as np

SUBSTATIONS = {"coastal": 14, "valley": 9, "mountain": 6, "metro": 22}
MAX_SUBS = 24


def padded_region(rng, name):
    n = SUBSTATIONS[name]
    X = np.zeros((MAX_SUBS, 8), np.float32)
    y = np.zeros(MAX_SUBS, np.float32)
    m = np.zeros(MAX_SUBS, np.float32)
    X[:n] = rng.standard_normal((n, 8))
    y[:n] = 1.0 + 0.02 * X[:n, 0]
    m[:n] = 1.0
    return X, y, m
