import datetime as dt

import numpy as np

MAX_TRADING_DAYS = 23


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
        n = int(sel.sum())
        mask = np.zeros(MAX_TRADING_DAYS, dtype=np.float32)
        mask[:n] = 1.0
        padded = []
        for s in series:
            buf = np.zeros(MAX_TRADING_DAYS, dtype=s.dtype)
            buf[:n] = s[sel]
            padded.append(buf)
        yield m, tuple(padded), mask
