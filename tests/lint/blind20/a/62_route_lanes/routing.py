import numpy as np


def plan_route(rng, n_lanes, max_len=5):
    length = int(rng.integers(2, max_len + 1))
    return tuple(int(i) for i in rng.choice(n_lanes, size=length, replace=False))
