import numpy as np


def load_landsat(i, size=32):
    rng = np.random.default_rng(i)
    return {"red": rng.uniform(0, .3, (size, size)), "nir": rng.uniform(.1, .6, (size, size)),
            "swir1": rng.uniform(.05, .4, (size, size))}


def load_sentinel2(i, size=32):
    rng = np.random.default_rng(50 + i)
    return {"nir": rng.uniform(.1, .6, (size, size)), "red": rng.uniform(0, .3, (size, size)),
            "swir1": rng.uniform(.05, .4, (size, size))}


def band_names(bands):
    return tuple(sorted(bands))
