import numpy as np


def sensor_timebase(kind, n):
    if kind == "hourly":
        return np.arange(n)
    return np.arange(n) * 0.25


SENSORS = [("upstream", "hourly"), ("bridge", "15min"), ("intake", "hourly"), ("weir", "15min")]
