import numpy as np


def make_customers(n=120, n_feat=6, seed=0):
    rng = np.random.default_rng(seed)
    feats = rng.normal(size=(n, n_feat)).astype(np.float32)
    cohort = rng.integers(0, 4, size=n)
    spend = np.exp(feats[:, 0] * 0.3 + rng.normal(size=n) * 0.1).astype(np.float32)
    return feats, cohort, spend


def cohort_batches(feats, cohort, spend, capacity=64):
    for c in np.unique(cohort):
        idx = np.nonzero(cohort == c)[0][:capacity]
        x = np.zeros((capacity, feats.shape[1]), np.float32)
        y = np.zeros((capacity,), np.float32)
        m = np.zeros((capacity,), np.float32)
        x[: len(idx)] = feats[idx]
        y[: len(idx)] = spend[idx]
        m[: len(idx)] = 1.0
        yield x, y, m
