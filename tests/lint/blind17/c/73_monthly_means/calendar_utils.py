import calendar

import numpy as np


def split_by_month(daily, year):
    start = 0
    for month in range(1, 13):
        ndays = calendar.monthrange(year, month)[1]
        yield month, daily[start:start + ndays]
        start += ndays
