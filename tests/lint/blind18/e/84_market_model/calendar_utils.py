import datetime as dt

import numpy as np


def trading_days(year):
    d = dt.date(year, 1, 1)
    days = []
    while d.year == year:
        if d.weekday() < 5:
            days.append(d)
        d += dt.timedelta(days=1)
    return days


def split_by_month(days, *series):
    months = np.array([d.month for d in days])
    for m in range(1, 13):
        sel = months == m
        yield m, tuple(s[sel] for s in series)
