import numpy as np


def peak_scale(x, headroom_db=1.0):
    peak = np.max(np.abs(x))
    if peak == 0:
        return 1.0
    return 10 ** (-headroom_db / 20) / peak
