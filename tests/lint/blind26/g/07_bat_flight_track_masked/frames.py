import numpy as np


def triangulated_points(n=60, seed=11):
    rng = np.random.default_rng(seed)
    pos = np.cumsum(rng.normal(scale=0.1, size=(n, 3)), axis=0).astype(np.float32)
    lost = rng.random(n) < 0.25        # bat left the overlap of both cameras
    pos[lost] = np.nan
    return pos


def as_observations(points):
    for p in points:
        valid = not np.isnan(p).any()
        yield np.nan_to_num(p), valid
