import numpy as np

REGIONS = {"cascadia": (0.9, 140), "san_andreas": (1.0, 220), "walker_lane": (1.1, 95)}


def regional_catalogs(mc=2.0, seed=11):
    rng = np.random.default_rng(seed)
    for name, (b, n) in REGIONS.items():
        mags = mc + rng.exponential(1.0 / (b * np.log(10.0)), n)
        yield name, mags.astype(np.float32)
