import datetime as dt

import numpy as np

PUBLIC_HOLIDAYS = {dt.date(2024, 1, 1), dt.date(2024, 5, 1), dt.date(2024, 12, 25), dt.date(2024, 12, 26)}


def holiday_flags(dates, overrides=None):
    if overrides is not None:
        return np.asarray(overrides, dtype=np.float32)
    return np.asarray([d in PUBLIC_HOLIDAYS for d in dates], dtype=np.float32)


def date_range(start, n):
    return [start + dt.timedelta(days=i) for i in range(n)]
