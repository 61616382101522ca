import numpy as np


def time_axis(headway_min, n):
    if headway_min >= 60:
        return np.arange(n) * (headway_min // 60)
    return np.linspace(0.0, n * headway_min / 60.0, n, endpoint=False)
