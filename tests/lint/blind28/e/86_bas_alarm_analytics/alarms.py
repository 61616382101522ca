import numpy as np


def daily_alarms(day, rng):
    # alarm codes raised by the BAS that day (e.g. 3 = high static, 7 = freeze stat)
    n = int(rng.integers(8, 20))
    codes = rng.choice([1, 3, 4, 7, 9, 12], size=n, p=[0.4, 0.3, 0.2, 0.05, 0.03, 0.02])
    kinds, counts = np.unique(codes, return_counts=True)
    return kinds.astype(np.int32), counts.astype(np.float32)
