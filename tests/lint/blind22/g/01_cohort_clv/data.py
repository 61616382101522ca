import numpy as np


def make_customers(n=120, n_feat=6, seed=0):
    rng = np.random.default_rng(seed)
    feats = rng.normal(size=(n, n_feat)).astype(np.float32)
    cohort = rng.integers(0, 4, size=n)
    spend = np.exp(feats[:, 0] * 0.3 + rng.normal(size=n) * 0.1).astype(np.float32)
    return feats, cohort, spend


def cohort_batches(feats, cohort, spend):
    for c in np.unique(cohort):
        idx = np.nonzero(cohort == c)[0]
        yield feats[idx], spend[idx]
