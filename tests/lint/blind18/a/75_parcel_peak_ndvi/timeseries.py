import datetime as dt

import numpy as np


def parcel_series(parcel_id, size=8):
    """NDVI observations of one parcel (cloud-free dates only) as a (dates, day-of-season, stack) triple."""
    rng = np.random.default_rng(parcel_id)
    start = dt.date(2023, 3, 1)
    days = sorted(rng.choice(np.arange(0, 200, 5), size=6, replace=False))
    dates, stack = [], []
    for d in days:
        dates.append((start + dt.timedelta(days=int(d))).isoformat())
        green_up = 1.0 / (1.0 + np.exp(-(d - 80) / 15.0))
        stack.append(0.2 + 0.6 * green_up + rng.normal(0, 0.02, (size, size)))
    return dates, np.asarray(days, np.float32), np.stack(stack).astype(np.float32)
