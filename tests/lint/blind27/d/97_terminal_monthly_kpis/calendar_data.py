import calendar

import numpy as np


def month_series(year, month, rng):
    n = calendar.monthrange(year, month)[1]
    teu = rng.normal(11000, 900, n).astype(np.float32)
    crane_h = rng.normal(520, 40, n).astype(np.float32)
    return teu, crane_h
