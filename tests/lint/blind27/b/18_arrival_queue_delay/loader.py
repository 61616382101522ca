import numpy as np


def hourly_arrivals(day, rng):
    counts = rng.poisson(28, size=(24,))
    if day % 3 == 2:
        # radar outage: some hours missing, fill from neighbours
        counts = counts.astype(np.float32)
        counts[5:8] = np.nan
        idx = np.arange(24)
        good = ~np.isnan(counts)
        counts = np.interp(idx, idx[good], counts[good]).astype(np.float32)
    return counts
