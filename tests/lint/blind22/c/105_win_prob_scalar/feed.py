import numpy as np


def replay(n=4, seed=0):
    rng = np.random.default_rng(seed)
    minutes = np.sort(rng.uniform(0, 90, n)).astype(np.float32)
    diffs = rng.integers(-2, 3, n).astype(np.float32)
    for i in range(n):
        yield minutes[i], diffs[i]


def live(n=4, seed=1):
    rng = np.random.default_rng(seed)
    minutes = np.sort(rng.uniform(0, 90, n)).astype(np.float32)
    diffs = rng.integers(-2, 3, n).astype(np.float32)
    for i in range(n):
        yield minutes[i], diffs[i]
