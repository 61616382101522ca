import calendar

import numpy as np


def load_year_daily(year, npts=50):
    ndays = 366 if calendar.isleap(year) else 365
    rng = np.random.default_rng(year)
    doy = np.arange(ndays)
    seasonal = 10 * np.sin(2 * np.pi * (doy - 100) / ndays)[:, None]
    return (seasonal + rng.normal(0, 3, size=(ndays, npts))).astype(np.float32)
