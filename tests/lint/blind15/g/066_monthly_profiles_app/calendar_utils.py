import calendar

import numpy as np


def split_by_month(daily, year, start_month=1):
    out, i = [], 0
    month = start_month
    while i < len(daily):
        days = calendar.monthrange(year, month)[1]
        out.append((month, daily[i:i + days]))
        i += days
        month += 1
    return out
