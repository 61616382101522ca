import calendar

import numpy as np


def daily_series(year, npts=30):
    ndays = 366 if calendar.isleap(year) else 365
    rng = np.random.default_rng(year)
    doy = np.arange(ndays)
    return (5 * np.cos(2 * np.pi * doy / ndays)[:, None] + rng.normal(size=(ndays, npts))).astype(np.float32)


def to_noleap(year, data):
    if calendar.isleap(year):
        feb29 = 31 + 28
        return np.delete(data, feb29, axis=0)
    return data
