import numpy as np

from geometry import die_centers


def wafer_sort_records(n_wafers, seed=0):
    """Flat table as exported by the tester: one row per (wafer, die)."""
    rng = np.random.default_rng(seed)
    centers = die_centers()
    rows = []
    for w in range(n_wafers):
        r = np.hypot(centers[:, 0], centers[:, 1]) / 150
        idd = 1.0 + 0.4 * r ** 3 + rng.normal(0, 0.05, len(centers))  # standby current, mA
        vmin = 0.62 + 0.03 * r ** 2 + rng.normal(0, 0.01, len(centers))
        rows.append(np.column_stack([np.full(len(centers), w), centers, idd, vmin]))
    return np.concatenate(rows).astype(np.float32)


def split_by_wafer(table):
    wid = table[:, 0].astype(int)
    bounds = np.flatnonzero(np.diff(wid)) + 1
    return np.split(table[:, 1:], bounds)
