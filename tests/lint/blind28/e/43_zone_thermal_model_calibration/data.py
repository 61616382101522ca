import numpy as np


def daily_trends(n_days=5, seed=0):
    """Logged zone temperature; the BAS historian compresses on change-of-value,
    so each day has a different number of stored points."""
    rng = np.random.default_rng(seed)
    for d in range(n_days):
        n = int(rng.integers(30, 60))
        ts = np.sort(rng.uniform(0, 24, n)).astype(np.float32)
        temp = (21 + 2 * np.sin(2 * np.pi * (ts - 8) / 24) + rng.normal(0, 0.2, n)).astype(np.float32)
        yield ts, temp
