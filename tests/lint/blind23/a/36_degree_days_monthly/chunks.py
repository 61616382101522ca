import calendar

import numpy as np


def month_chunks(year, daily):
    start = 0
    for month in range(1, 13):
        n = calendar.monthrange(year, month)[1]
        yield month, daily[start:start + n]
        start += n
