import numpy as np


def from_metar(rng):
    return {"temp": rng.normal(20, 5, 24).astype(np.float32),
            "wind": rng.gamma(2, 2, 24).astype(np.float32),
            "cloud": rng.uniform(0, 1, 24).astype(np.float32)}


def from_nwp_grib(rng):
    d = {}
    d["cloud"] = rng.uniform(0, 1, 24).astype(np.float32)
    d["wind"] = rng.gamma(2, 2, 24).astype(np.float32)
    d["temp"] = rng.normal(20, 5, 24).astype(np.float32)
    return d
