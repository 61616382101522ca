import calendar

import numpy as np

MAX_DAYS = 31


def month_block(year, month, rng):
    days = calendar.monthrange(year, month)[1]
    temp = 14 + 3 * np.sin(2 * np.pi * (month - 4) / 12) + rng.normal(0, 0.4, days)
    kwh = 30 + 4 * np.maximum(temp - 13, 0) + rng.normal(0, 2, days)
    block = np.zeros((MAX_DAYS, 2), np.float32)
    block[:days, 0], block[:days, 1] = temp, kwh
    valid = np.arange(MAX_DAYS) < days
    return block, valid
