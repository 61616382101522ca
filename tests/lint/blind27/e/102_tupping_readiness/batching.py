import numpy as np


def round_up(n, multiple=32):
    return ((n + multiple - 1) // multiple) * multiple


def pad_flock(weights, bcs, size):
    n = len(weights)
    w = np.zeros(size, np.float32)
    b = np.zeros(size, np.float32)
    m = np.zeros(size, np.float32)
    w[:n], b[:n], m[:n] = weights, bcs, 1.0
    return w, b, m
