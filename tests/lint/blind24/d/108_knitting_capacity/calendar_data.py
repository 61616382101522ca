import calendar

import numpy as np

MAX_DAYS = 31


def monthly_yarn(year=2025, seed=108):
    rng = np.random.default_rng(seed)
    for month in range(1, 13):
        days = calendar.monthrange(year, month)[1]
        kg = np.zeros(MAX_DAYS, np.float32)
        open_day = np.zeros(MAX_DAYS, np.float32)
        kg[:days] = rng.gamma(3, 300, days)
        open_day[:days] = 1.0
        yield calendar.month_abbr[month], kg, open_day
