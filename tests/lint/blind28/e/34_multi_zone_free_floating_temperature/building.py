import numpy as np

FLOOR_ZONES = {"L1": 6, "L2": 8, "L3": 8, "L4": 10, "L5": 6}
MAX_ZONES = max(FLOOR_ZONES.values())


def floor_params(floor, seed=0):
    rng = np.random.default_rng(seed + sum(map(ord, floor)))
    n = FLOOR_ZONES[floor]
    r = np.ones(MAX_ZONES, np.float32)
    c = np.ones(MAX_ZONES, np.float32)
    q_int = np.zeros(MAX_ZONES, np.float32)
    r[:n] = rng.uniform(1.5, 3.5, n)
    c[:n] = rng.uniform(5.0, 15.0, n)
    q_int[:n] = rng.uniform(0.5, 2.5, n)
    mask = np.arange(MAX_ZONES) < n
    return r, c, q_int, mask
