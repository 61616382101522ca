import numpy as np

# (herd, days since first FMD-suspect case reported, transmission rate)
HERD_REPORTS = [
    ("North Ridge", 21, 0.45),
    ("Valley Dairy", 14, 0.38),
    ("Crossways", 30, 0.52),
    ("Greenacre", 21, 0.40),
]


def observation_days(days_reported):
    return np.arange(days_reported + 1, dtype=np.float32)
