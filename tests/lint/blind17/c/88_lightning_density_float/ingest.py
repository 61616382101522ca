import numpy as np


def daily_flash_counts(rng, shape=(24, 36)):
    counts = rng.poisson(2.0, size=shape)
    if rng.random() < 0.5:
        outage = rng.random(shape) < 0.05
        counts = np.where(outage, np.nan, counts)
    return counts.astype(np.float32)


def fill_gaps(counts):
    if np.issubdtype(counts.dtype, np.floating):
        counts = np.where(np.isnan(counts), np.nanmean(counts), counts)
    return counts.astype(np.float32)
