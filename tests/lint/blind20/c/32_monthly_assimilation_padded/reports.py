import calendar

import numpy as np

MAX_MONTH_DAYS = 31


def monthly_reports(year=2023, months=range(1, 7), seed=0):
    """Yield (month name, deaths padded to 31 days, valid-day mask) per calendar month."""
    rng = np.random.default_rng(seed)
    for month in months:
        n_days = calendar.monthrange(year, month)[1]
        level = 20 + 10 * month
        deaths = np.zeros(MAX_MONTH_DAYS, dtype=np.float32)
        deaths[:n_days] = rng.poisson(level, n_days)
        mask = np.arange(MAX_MONTH_DAYS) < n_days
        yield calendar.month_abbr[month], deaths, mask.astype(np.float32)
