import numpy as np

REGION_UNITS = {"north": 7, "south": 5, "east": 7, "west": 9}


def region_fleet(rng, region):
    n = REGION_UNITS[region]
    pmax = rng.uniform(50, 400, n).astype(np.float32)
    a = rng.uniform(0.001, 0.01, n).astype(np.float32)
    b = rng.uniform(15, 45, n).astype(np.float32)
    return pmax, a, b
