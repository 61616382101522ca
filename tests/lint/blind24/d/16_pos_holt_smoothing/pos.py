import numpy as np


def load_store_days(store_id, n_days=28, seed=0):
    rng = np.random.default_rng(seed + store_id)
    units = rng.poisson(20, n_days)
    if store_id % 3 == 0:
        # register outage: fill the missing days by linear interpolation
        missing = rng.choice(n_days, 3, replace=False)
        good = np.setdiff1d(np.arange(n_days), missing)
        units = np.interp(np.arange(n_days), good, units[good])
    return units
