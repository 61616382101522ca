import calendar

import numpy as np


def monthly_feed(year=2025, seed=230):
    rng = np.random.default_rng(seed)
    for month in range(1, 7):
        days = calendar.monthrange(year, month)[1]
        mined = rng.uniform(38000, 46000, size=days).astype(np.float32)
        milled = rng.uniform(39000, 42000, size=days).astype(np.float32)
        yield calendar.month_abbr[month], mined, milled
