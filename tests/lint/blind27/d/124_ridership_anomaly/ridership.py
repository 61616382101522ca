import numpy as np


def daily_counts(n_days, seed=0):
    rng = np.random.default_rng(seed)
    base = np.linspace(2000, 5200, n_days)
    return (base + rng.normal(0, 250, n_days)).astype(np.float32)
