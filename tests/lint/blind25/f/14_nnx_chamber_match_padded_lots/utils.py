import numpy as np

LOT_CAPACITY = 25


def to_fixed_lot(x, labels):
    n = x.shape[0]
    xp = np.zeros((LOT_CAPACITY,) + x.shape[1:], np.float32)
    lp = np.zeros((LOT_CAPACITY,), np.int32)
    m = np.zeros((LOT_CAPACITY,), np.float32)
    xp[:n], lp[:n], m[:n] = x, labels, 1.0
    return xp, lp, m
