import numpy as np


def cloudy_composite(day, shape=(8, 40, 40)):
    """Daily SST swaths; cloud-covered pixels are NaN."""
    rng = np.random.default_rng(day)
    sst = (20 + rng.normal(0, 1, shape)).astype(np.float32)
    cloud = rng.random(shape) < rng.uniform(0.2, 0.7)
    sst[cloud] = np.nan
    return sst
