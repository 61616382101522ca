import calendar

import numpy as np


def month_forcing(year, month, seed=0):
    n_days = calendar.monthrange(year, month)[1]
    rng = np.random.default_rng(year * 100 + month + seed)
    doy = np.arange(n_days) + 30.4 * (month - 1)
    t_air = -20.0 + 18.0 * np.sin(2 * np.pi * (doy - 100) / 365.0) + rng.normal(0, 2, n_days)
    return t_air.astype(np.float32)
