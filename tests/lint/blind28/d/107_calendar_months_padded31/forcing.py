import calendar

import numpy as np

MAX_DAYS = 31


def month_forcing(year, month):
    n_days = calendar.monthrange(year, month)[1]
    rng = np.random.default_rng(year * 100 + month)
    doy = np.arange(n_days) + 30.4 * (month - 1)
    t_air = -18.0 + 17.0 * np.sin(2 * np.pi * (doy - 100) / 365.0) + rng.normal(0, 2, n_days)
    buf = np.zeros(MAX_DAYS, np.float32)
    valid = np.zeros(MAX_DAYS, bool)
    buf[:n_days] = t_air
    valid[:n_days] = True
    return buf, valid
