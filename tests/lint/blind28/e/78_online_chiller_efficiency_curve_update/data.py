import numpy as np


def daily_chiller_log(day, rng):
    n = 96
    load = rng.uniform(0.2, 1.0, n)
    ecwt = rng.uniform(22, 32, n)
    kw_per_ton = 0.45 + 0.25 * (1 - load) ** 2 + 0.012 * (ecwt - 24) + rng.normal(0, 0.02, n)
    valid = (load > 0.25) & (rng.random(n) > 0.05)
    x = np.stack([load, ecwt / 30.0], 1).astype(np.float32)
    return x, kw_per_ton.astype(np.float32), valid.astype(np.float32)
