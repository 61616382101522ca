import numpy as np


def click_events(n, seed=0):
    """Synthetic clickstream: (timestamp seconds, item id, dwell seconds)."""
    rng = np.random.default_rng(seed)
    t = np.cumsum(rng.exponential(0.4, size=n))
    items = rng.integers(0, 50, size=n)
    dwell = rng.gamma(2.0, 3.0, size=n)
    return np.stack([t, items, dwell], axis=1).astype(np.float32)


def tumbling_windows(events, width):
    start = float(events[0, 0])
    end = float(events[-1, 0])
    while start <= end:
        sel = (events[:, 0] >= start) & (events[:, 0] < start + width)
        yield start, events[sel]
        start += width
