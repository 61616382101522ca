import numpy as np


def store_days(seed, n_days, n_stores=6):
    rng = np.random.default_rng(seed)
    for day in range(n_days):
        sales = rng.poisson(12, n_stores).astype(np.float32)
        if day % 7 in (5, 6):
            sales = sales * np.float32(1.3)
        yield day, sales
