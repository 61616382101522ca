import numpy as np


def obs_times(n=5, seed=3):
    rng = np.random.default_rng(seed)
    return np.cumsum(rng.uniform(0.05, 0.15, size=n))


def intervals(times):
    return np.diff(times)
