import datetime as dt

import numpy as np


def trading_days(year, month):
    start = dt.date(year, month, 1)
    end = dt.date(year + (month == 12), month % 12 + 1, 1)
    days = np.arange(start, end, dtype="datetime64[D]")
    return int(np.is_busday(days).sum())
