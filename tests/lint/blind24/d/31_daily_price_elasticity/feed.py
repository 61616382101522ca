import numpy as np


def daily_transactions(n_days=8, seed=0):
    rng = np.random.default_rng(seed)
    for day in range(n_days):
        n = int(rng.integers(20, 60))
        price_idx = rng.uniform(-0.5, 0.5, n).astype(np.float32)
        units = rng.poisson(np.exp(1.4 - 1.2 * price_idx)).astype(np.int32)
        yield day, price_idx, units
