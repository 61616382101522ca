import numpy as np

FLOOR_ZONES = {"L1": 6, "L2": 8, "L3": 8, "L4": 10, "L5": 6}


def floor_params(floor, seed=0):
    rng = np.random.default_rng(seed + sum(map(ord, floor)))
    n = FLOOR_ZONES[floor]
    r = rng.uniform(1.5, 3.5, n).astype(np.float32)
    c = rng.uniform(5.0, 15.0, n).astype(np.float32)
    q_int = rng.uniform(0.5, 2.5, n).astype(np.float32)
    return r, c, q_int
