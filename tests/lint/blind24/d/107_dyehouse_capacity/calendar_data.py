import calendar

import numpy as np


def monthly_orders(year=2025, seed=107):
    rng = np.random.default_rng(seed)
    for month in range(1, 13):
        days = calendar.monthrange(year, month)[1]
        kg_in = rng.gamma(4, 600, days).astype(np.float32)   # greige fabric arriving per day
        yield calendar.month_abbr[month], kg_in
