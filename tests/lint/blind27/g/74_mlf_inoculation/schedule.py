import numpy as np


def inoculation_day(brix_curve, threshold=5.0):
    """MLF inoculation: first day Brix drops below threshold, or day 7 if it never does."""
    below = np.flatnonzero(brix_curve < threshold)
    if below.size:
        return below[0]
    return 7
