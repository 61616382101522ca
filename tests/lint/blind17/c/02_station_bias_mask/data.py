import numpy as np


def synthetic_stations(n_days=6, n_stations=40, seed=0):
    rng = np.random.default_rng(seed)
    temps = 12.0 + 5.0 * rng.standard_normal((n_days, n_stations)).astype(np.float32)
    gaps = rng.random((n_days, n_stations)) < 0.15
    temps[gaps] = np.nan
    coords = rng.uniform(-1.0, 1.0, (n_stations, 2)).astype(np.float32)
    return temps, coords


def daily_reports(temps, coords):
    for day in range(temps.shape[0]):
        obs = temps[day]
        ok = ~np.isnan(obs)
        yield np.where(ok, obs, 0.0).astype(np.float32), coords, ok.astype(np.float32)
