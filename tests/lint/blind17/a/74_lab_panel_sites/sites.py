import numpy as np


def site_export(rng, site, n=48):
    labs = rng.normal(loc=[140, 4.2, 1.0, 12.0], scale=[4, 0.4, 0.3, 1.5], size=(n, 4))
    if site.endswith("_csv"):
        return labs, rng.integers(0, 2, size=n)
    return labs.astype(np.float32), rng.integers(0, 2, size=n).astype(np.int32)
