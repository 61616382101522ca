import datetime as dt

import numpy as np


def bst_start(year):
    # British Summer Time begins 01:00 UTC on the last Sunday of March
    d = dt.datetime(year, 3, 31, 1, 0, tzinfo=dt.timezone.utc)
    return d - dt.timedelta(days=(d.weekday() + 1) % 7)


def to_local(t):
    return t + dt.timedelta(hours=1) if t >= bst_start(t.year) else t


def hourly_record(start_utc, hours, seed=0):
    rng = np.random.default_rng(seed)
    times = [start_utc + dt.timedelta(hours=h) for h in range(hours)]
    q = (5 + 2 * np.sin(np.arange(hours) / 12.0) + rng.gamma(1.0, 0.5, hours)).astype(np.float32)
    return times, q


def local_days(times, values):
    keys = [to_local(t).date() for t in times]
    out = {}
    for k, v in zip(keys, values):
        out.setdefault(k, []).append(v)
    for day, vals in out.items():
        yield day, np.array(vals, np.float32)
