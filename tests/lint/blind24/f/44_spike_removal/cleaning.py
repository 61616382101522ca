import numpy as np


def despike(x, k=5.0):
    """Remove electrical spikes from a strain record using a MAD rule."""
    med = np.median(x)
    mad = np.median(np.abs(x - med)) * 1.4826
    return x[np.abs(x - med) < k * mad]
