import numpy as np

REGION_UNITS = {"north": 7, "south": 5, "east": 7, "west": 9}
MAX_UNITS = max(REGION_UNITS.values())


def region_fleet(rng, region):
    n = REGION_UNITS[region]
    pmax = np.zeros(MAX_UNITS, np.float32)
    a = np.ones(MAX_UNITS, np.float32)
    b = np.full(MAX_UNITS, 1e6, np.float32)
    pmax[:n] = rng.uniform(50, 400, n)
    a[:n] = rng.uniform(0.001, 0.01, n)
    b[:n] = rng.uniform(15, 45, n)
    return pmax, a, b
