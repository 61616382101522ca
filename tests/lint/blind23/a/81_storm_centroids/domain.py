import numpy as np


def storm_cutout(rng, size=40):
    lat0 = float(np.round(rng.uniform(10, 30), 2))
    lon0 = float(np.round(rng.uniform(-80, -40), 2))
    bounds = (lat0, lat0 + 10.0, lon0, lon0 + 10.0)
    field = rng.normal(1000, 10, size=(size, size)).astype(np.float32)
    return field, bounds
