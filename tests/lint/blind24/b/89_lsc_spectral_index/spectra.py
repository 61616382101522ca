import numpy as np

N_BINS = 256


def histogram_sample(pulse_heights):
    lo, hi = np.percentile(pulse_heights, [0.5, 99.5])
    edges = np.linspace(lo, hi, N_BINS + 1).astype(np.float32)
    counts, _ = np.histogram(pulse_heights, bins=edges)
    return counts.astype(np.float32), edges
