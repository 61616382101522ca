import datetime as dt

import numpy as np


def hourly_record(start_utc, hours, seed=0):
    rng = np.random.default_rng(seed)
    times = [start_utc + dt.timedelta(hours=h) for h in range(hours)]
    q = (5 + 2 * np.sin(np.arange(hours) / 12.0) + rng.gamma(1.0, 0.5, hours)).astype(np.float32)
    return times, q


def utc_days(times, values):
    keys = np.array([t.date().toordinal() for t in times])
    for k in np.unique(keys):
        yield k, values[keys == k]
