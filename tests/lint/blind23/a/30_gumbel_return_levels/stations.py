import numpy as np


def load_annual_maxima(n_stations=6, n_years=40, seed=0):
    rng = np.random.default_rng(seed)
    am = rng.gumbel(50, 12, size=(n_stations, n_years)).astype(np.float32)
    gaps = rng.random(size=am.shape) < 0.15
    am[gaps] = np.nan
    return am


def valid_years(series):
    return series[~np.isnan(series)]
