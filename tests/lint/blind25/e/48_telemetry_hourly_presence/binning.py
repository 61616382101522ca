import numpy as np

HOURS = 48

def hourly_counts(times):
    counts, _ = np.histogram(times, bins=HOURS, range=(0, HOURS))
    return counts.astype(np.float32)
