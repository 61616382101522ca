import calendar

import numpy as np

MAX_DAYS = 31


def monthly_feed(year=2025, seed=230):
    rng = np.random.default_rng(seed)
    for month in range(1, 7):
        days = calendar.monthrange(year, month)[1]
        mined = np.zeros(MAX_DAYS, np.float32)
        milled = np.zeros(MAX_DAYS, np.float32)
        mined[:days] = rng.uniform(38000, 46000, size=days)
        milled[:days] = rng.uniform(39000, 42000, size=days)
        yield calendar.month_abbr[month], mined, milled, np.arange(MAX_DAYS) < days
