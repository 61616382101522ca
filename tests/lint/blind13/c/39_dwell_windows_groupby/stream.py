import itertools

import numpy as np


def synthetic_events(rng, minutes=6, rate=40, num_items=200):
    """(timestamp_seconds, item_id, dwell_seconds) tuples in time order."""
    t = 0.0
    end = minutes * 60.0
    while t < end:
        t += rng.exponential(60.0 / rate)
        yield t, int(rng.integers(0, num_items)), float(rng.gamma(2.0, 8.0))


def minute_windows(events):
    for minute, group in itertools.groupby(events, key=lambda e: int(e[0] // 60)):
        rows = list(group)
        items = np.array([r[1] for r in rows], dtype=np.int32)
        dwell = np.array([r[2] for r in rows], dtype=np.float32)
        yield minute, items, dwell
