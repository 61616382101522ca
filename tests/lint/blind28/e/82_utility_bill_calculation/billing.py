import calendar

import numpy as np


def month_interval_data(year, month, rng):
    days = calendar.monthrange(year, month)[1]
    return (300 + 120 * rng.random((days, 96))).astype(np.float32)
