import calendar

import numpy as np


def daily_climate(year):
    n = 366 if calendar.isleap(year) else 365
    rng = np.random.default_rng(year)
    doy = np.arange(n)
    precip = rng.gamma(0.5, 5.0, n).astype(np.float32)
    pet = (2.5 + 2.0 * np.sin(2 * np.pi * (doy - 100) / n)).astype(np.float32)
    return precip, pet
