from datetime import date, timedelta

import numpy as np


def _nth_sunday(year, month, n):
    d = date(year, month, 1)
    d += timedelta(days=(6 - d.weekday()) % 7)
    return d + timedelta(weeks=n - 1)


def local_hours(day):  # US Eastern: DST starts 2nd Sunday of March, ends 1st Sunday of November
    return 23 if day == _nth_sunday(day.year, 3, 2) else 25 if day == _nth_sunday(day.year, 11, 1) else 24


def meter_days(start=date(2024, 3, 8), n_days=250, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n_days):
        d = start + timedelta(days=i)
        n = local_hours(d)
        yield d, (80 + 40 * rng.random(n)).astype(np.float32)
