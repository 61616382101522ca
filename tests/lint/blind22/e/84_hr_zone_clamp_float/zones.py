import numpy as np


def elevation_over_rest(hr_series, resting_hr):
    """How far the session's median HR sits above the user's resting HR (never negative)."""
    return max(0.0, float(np.median(hr_series)) - resting_hr)
