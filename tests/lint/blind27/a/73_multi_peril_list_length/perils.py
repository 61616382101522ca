import numpy as np

REGION_PERILS = {
    "coastal_fl": ["wind", "surge", "flood"],
    "inland_tx": ["wind", "hail"],
    "california": ["quake", "wildfire"],
    "gulf_la": ["wind", "surge", "flood", "hail"],
}


def peril_losses(rng, region, n_years=1000):
    return [rng.lognormal(12.0 + 0.3 * i, 1.5, n_years).astype(np.float32) * (rng.uniform(size=n_years) < 0.3)
            for i, _ in enumerate(REGION_PERILS[region])]
