import numpy as np


def backfill(n_days=28, seed=1):
    rng = np.random.default_rng(seed)
    return list((4000 + rng.normal(0, 250, n_days)).astype(np.float32))
