import numpy as np

SITE_SIZES = {"Leeds": 40, "Moorfields": 64, "Bristol": 40, "Glasgow": 52}


def site_data(name, seed):
    rng = np.random.default_rng(seed)
    n = SITE_SIZES[name]
    base = rng.uniform(18, 32, size=n).astype(np.float32)
    red = (20 + 1.2 * (base - 22) + rng.normal(0, 5, size=n)).astype(np.float32)
    return base, red
