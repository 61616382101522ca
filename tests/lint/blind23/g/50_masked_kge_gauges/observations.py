import numpy as np


def gauge_record(gauge_id, n=120):
    rng = np.random.default_rng(gauge_id)
    q = rng.lognormal(1.5, 0.6, n).astype(np.float32)
    if gauge_id % 2 == 0:
        q[rng.random(n) < 0.1] = np.nan
        available = np.isfinite(q)
        q = np.nan_to_num(q)
    else:
        available = np.ones(n, np.float32)
    return q, available
