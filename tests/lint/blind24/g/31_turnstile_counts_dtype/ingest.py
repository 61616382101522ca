import numpy as np


def read_day(rng, n_gates=24, missing_prob=0.0):
    counts = rng.poisson(120, (n_gates, 96))
    if missing_prob > 0:
        counts = counts.astype(float)
        counts[rng.random(counts.shape) < missing_prob] = np.nan
        counts = np.where(np.isnan(counts), np.nanmean(counts, axis=1, keepdims=True), counts)
    return counts


def week_of_reads(seed=0):
    rng = np.random.default_rng(seed)
    outage = {2: 0.05, 5: 0.02}
    for day in range(7):
        yield day, read_day(rng, missing_prob=outage.get(day, 0.0))
