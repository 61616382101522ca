import calendar

import numpy as np

MAX_DAYS = 31


def month_interval_data(year, month, rng):
    days = calendar.monthrange(year, month)[1]
    kw = np.zeros((MAX_DAYS, 96), np.float32)
    kw[:days] = 300 + 120 * rng.random((days, 96))
    mask = (np.arange(MAX_DAYS) < days).astype(np.float32)
    return kw, mask
