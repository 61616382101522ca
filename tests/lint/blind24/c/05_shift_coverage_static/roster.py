import numpy as np


def weekly_rosters(n_weeks, n_staff, seed=0):
    rng = np.random.default_rng(seed)
    for week in range(n_weeks):
        n_shifts = 14 if week % 3 else 21
        avail = (rng.random((n_staff, 21)) < 0.6).astype(np.float32)
        demand = rng.integers(2, 6, size=21).astype(np.float32)
        yield week, n_shifts, avail, demand
