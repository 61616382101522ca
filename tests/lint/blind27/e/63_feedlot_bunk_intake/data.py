import numpy as np


def feed_bunk_events(day, seed=63):
    rng = np.random.default_rng(seed + day)
    n_events = 400
    # only pens that were stocked that day appear in the export
    stocked = np.sort(rng.choice(12, size=int(rng.integers(7, 12)), replace=False))
    pen = rng.choice(stocked, size=n_events)
    pen_index = np.searchsorted(stocked, pen).astype(np.int32)
    kg = rng.gamma(2.0, 1.5, size=n_events).astype(np.float32)
    return stocked, pen_index, kg
