import numpy as np

TENORS = np.array([1, 2, 3, 5, 7, 10, 15, 20, 30])
SPOT = np.array([0.031, 0.029, 0.028, 0.0275, 0.028, 0.029, 0.030, 0.031, 0.0315])


def spot_rate(duration, flat_rate=None):
    if flat_rate is not None:
        return flat_rate
    return np.interp(duration, TENORS, SPOT)
