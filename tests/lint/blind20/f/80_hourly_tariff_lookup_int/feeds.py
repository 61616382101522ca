import numpy as np


def backfill_hours(n):
    for h in range(n):
        yield h % 24


def live_hours(start, n):
    stamps = np.arange(np.datetime64("2024-06-01T00"), np.datetime64("2024-06-01T00") + n, dtype="datetime64[h]")
    hours = (stamps.astype("datetime64[h]").astype(np.int64) % 24)
    for h in hours[start:]:
        yield int(h)
