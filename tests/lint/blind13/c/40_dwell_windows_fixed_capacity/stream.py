import itertools

import numpy as np

WINDOW_CAPACITY = 128


def synthetic_events(rng, minutes=6, rate=40, num_items=200):
    """(timestamp_seconds, item_id, dwell_seconds) tuples in time order."""
    t = 0.0
    end = minutes * 60.0
    while t < end:
        t += rng.exponential(60.0 / rate)
        yield t, int(rng.integers(0, num_items)), float(rng.gamma(2.0, 8.0))


def minute_windows(events, capacity=WINDOW_CAPACITY):
    """Per-minute arrays padded to `capacity`; `weight` is 0 for padding (and overflow is dropped)."""
    for minute, group in itertools.groupby(events, key=lambda e: int(e[0] // 60)):
        rows = list(itertools.islice(group, capacity))
        items = np.zeros(capacity, dtype=np.int32)
        dwell = np.zeros(capacity, dtype=np.float32)
        weight = np.zeros(capacity, dtype=np.float32)
        items[: len(rows)] = [r[1] for r in rows]
        dwell[: len(rows)] = [r[2] for r in rows]
        weight[: len(rows)] = 1.0
        yield minute, items, dwell, weight
