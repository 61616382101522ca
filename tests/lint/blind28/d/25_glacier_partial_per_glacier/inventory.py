import numpy as np

RGI = [
    ("RGI60-11.00897", 3.0, 2950.0),
    ("RGI60-11.01450", 82.0, 2900.0),
    ("RGI60-01.10689", 12.5, 1350.0),
    ("RGI60-07.00240", 4.1, 600.0),
    ("RGI60-14.06794", 36.0, 5200.0),
]


def hypsometry(area_km2, ela, n_bands=30, seed=0):
    rng = np.random.default_rng(seed)
    z = ela + np.linspace(-800.0, 600.0, n_bands)
    w = np.exp(-0.5 * ((z - ela) / 350.0) ** 2) + 0.05 * rng.random(n_bands)
    return z.astype(np.float32), (area_km2 * w / w.sum()).astype(np.float32)
