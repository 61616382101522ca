import numpy as np


def sentinel_overpasses(seed=0):
    rng = np.random.default_rng(seed)
    doy = 90.0
    while doy < 180.0:
        doy += float(rng.choice([5.0, 10.0]))
        if rng.uniform() < 0.7:
            ndvi = 0.15 + 0.6 / (1 + np.exp(-0.08 * (doy - 140))) + 0.02 * rng.normal()
            yield doy, float(ndvi)
