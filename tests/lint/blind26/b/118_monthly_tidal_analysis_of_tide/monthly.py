import calendar

import numpy as np


def month_of_hourly_levels(year, month, rng):
    n_days = calendar.monthrange(year, month)[1]
    t = np.arange(n_days * 24, dtype=np.float32)
    eta = 1.1 * np.cos(2 * np.pi * t / 12.42) + 0.35 * np.cos(2 * np.pi * t / 12.0 + 1.0) + 0.2 * np.cos(2 * np.pi * t / 23.93)
    return t, (eta + rng.normal(0, 0.05, t.size)).astype(np.float32)
