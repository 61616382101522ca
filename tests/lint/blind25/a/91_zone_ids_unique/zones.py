import numpy as np


def field_zone_map(rng, shape=(40, 40)):
    n_zones = int(rng.integers(3, 7))
    centers = rng.uniform(0, 40, (n_zones, 2))
    yy, xx = np.mgrid[: shape[0], : shape[1]]
    d = (yy[..., None] - centers[:, 0]) ** 2 + (xx[..., None] - centers[:, 1]) ** 2
    return np.argmin(d, axis=-1) * 10 + 100
