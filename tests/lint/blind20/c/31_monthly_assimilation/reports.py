import calendar

import numpy as np


def monthly_reports(year=2023, months=range(1, 7), seed=0):
    """Yield (month name, daily reported deaths) one calendar month at a time."""
    rng = np.random.default_rng(seed)
    for month in months:
        n_days = calendar.monthrange(year, month)[1]
        level = 20 + 10 * month
        yield calendar.month_abbr[month], rng.poisson(level, n_days).astype(np.float32)
