import calendar

import numpy as np


def month_readings(year, month, rng):
    days = calendar.monthrange(year, month)[1]
    # daily mean cellar temperature and glycol chiller kWh
    temp = 14 + 3 * np.sin(2 * np.pi * (month - 4) / 12) + rng.normal(0, 0.4, days)
    kwh = 30 + 4 * np.maximum(temp - 13, 0) + rng.normal(0, 2, days)
    return np.stack([temp, kwh], 1).astype(np.float32)
