import calendar

import numpy as np

MAX_DAYS = 31


def month_grid(year, month, rng):
    days = calendar.monthrange(year, month)[1]
    rooms = np.zeros(MAX_DAYS, np.float32)
    valid = np.zeros(MAX_DAYS, np.float32)
    rooms[:days] = rng.integers(150, 240, days)
    valid[:days] = 1.0
    return rooms, valid
