import numpy as np


def daily_lab_results(n_days, seed=0):
    """Each brew day produces however many brews were sent to the lab."""
    rng = np.random.default_rng(seed)
    for day in range(n_days):
        n = int(rng.integers(2, 7))
        alpha = rng.uniform(4, 14, n)
        boil = rng.uniform(30, 90, n)
        grav = rng.uniform(1.040, 1.070, n)
        hops = rng.uniform(0.5, 3.0, n)
        util = (1.65 * 0.000125 ** (grav - 1)) * (1 - np.exp(-0.04 * boil)) / 4.15
        ibu = util * alpha / 100 * hops * 1000
        x = np.stack([alpha / 10, boil / 60, (grav - 1.055) * 50, hops], 1).astype(np.float32)
        yield day, x, (ibu / 10).astype(np.float32)
