import numpy as np

FIXES_PER_DAY = 48


def gps_track(rng, n_fixes):
    return np.cumsum(rng.normal(0, 25, (n_fixes, 2)), axis=0).astype(np.float32)


def daily_windows(track):
    n_days = len(track) // FIXES_PER_DAY
    return track[: n_days * FIXES_PER_DAY].reshape(n_days, FIXES_PER_DAY, 2)
