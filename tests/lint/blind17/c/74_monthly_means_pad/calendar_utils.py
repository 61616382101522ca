import calendar

import numpy as np

MAX_DAYS = 31


def split_by_month(daily, year):
    start = 0
    for month in range(1, 13):
        ndays = calendar.monthrange(year, month)[1]
        block = np.zeros((MAX_DAYS,) + daily.shape[1:], dtype=daily.dtype)
        block[:ndays] = daily[start:start + ndays]
        valid = (np.arange(MAX_DAYS) < ndays).astype(daily.dtype)
        yield month, block, valid
        start += ndays
