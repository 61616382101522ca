import numpy as np


def hourly_gmv(rng, day):
    orders = rng.poisson(50, 24)
    aov = rng.uniform(30, 60, 24)
    gmv = orders * aov
    if day % 2 == 0:
        return gmv.astype(np.float32)
    return gmv
