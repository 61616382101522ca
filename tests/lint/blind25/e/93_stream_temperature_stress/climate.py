import calendar
import numpy as np

def monthly_series(year, rng):
    for month in range(1, 13):
        n = calendar.monthrange(year, month)[1]
        base = 8 + 7 * np.sin((month - 4) / 12 * 2 * np.pi)
        yield month, (base + rng.normal(0, 1.5, n)).astype(np.float32)
