import numpy as np


def estimate_short_rate(overnight_fixings):
    """Exponentially weighted average of recent overnight fixings."""
    w = 0.8 ** np.arange(len(overnight_fixings))[::-1]
    return np.sum(w * overnight_fixings) / np.sum(w)
