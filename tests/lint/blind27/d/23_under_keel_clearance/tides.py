import numpy as np

_TABLE = np.array([0.4, 1.1, 1.9, 2.4, 2.1, 1.3, 0.6, 0.2])


def tide_at(hour, default=0.0):
    if hour is None:
        return default
    return _TABLE[int(hour) % len(_TABLE)]
