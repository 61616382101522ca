import numpy as np


def reject_flyers(xy, cd, k=3.0):
    """Drop failed measurements (NaN) and flyers beyond k robust sigmas."""
    ok = np.isfinite(cd)
    med = np.median(cd[ok])
    mad = 1.4826 * np.median(np.abs(cd[ok] - med))
    ok &= np.abs(cd - med) < k * mad
    return xy[ok], cd[ok]
