import numpy as np

ALL_PERILS = ("wind", "surge", "flood", "hail", "quake", "wildfire")

REGION_PERILS = {
    "coastal_fl": ("wind", "surge", "flood"),
    "inland_tx": ("wind", "hail"),
    "california": ("quake", "wildfire"),
    "gulf_la": ("wind", "surge", "flood", "hail"),
}


def loss_matrix(rng, region, n_years=1000):
    out = np.zeros((len(ALL_PERILS), n_years), np.float32)
    for p in REGION_PERILS[region]:
        i = ALL_PERILS.index(p)
        out[i] = rng.lognormal(12.0 + 0.2 * i, 1.5, n_years) * (rng.uniform(size=n_years) < 0.3)
    return out
