import numpy as np


def basin_forcing(basin_id, n_days=60):
    rng = np.random.default_rng(basin_id)
    temp = (5 + 10 * np.sin(np.arange(n_days) / 20.0) + rng.normal(0, 2, n_days)).astype(np.float32)
    forcing = {
        "precip": rng.gamma(0.7, 6.0, n_days).astype(np.float32),
        "temp": temp,
    }
    elevation = 400 + 350 * basin_id
    if elevation > 1000:
        forcing["swe0"] = np.float32(rng.uniform(50, 150))
    return forcing


BASINS = [0, 1, 2, 3, 4, 5]
