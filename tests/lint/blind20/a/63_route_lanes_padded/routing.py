import numpy as np

MAX_ROUTE = 5


def plan_route(rng, n_lanes, max_len=MAX_ROUTE):
    length = int(rng.integers(2, max_len + 1))
    ids = np.zeros(MAX_ROUTE, np.int32)
    ids[:length] = rng.choice(n_lanes, size=length, replace=False)
    valid = np.arange(MAX_ROUTE) < length
    return ids, valid
