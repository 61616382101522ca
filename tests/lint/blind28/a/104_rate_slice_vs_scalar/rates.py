import numpy as np

BAR = np.array([129.0, 139.0, 149.0, 159.0, 179.0, 199.0, 219.0], np.float32)


def rate_for_level(level, promo_rate=None):
    if promo_rate is not None:
        return np.float32(promo_rate)
    return BAR[level:level + 1]
