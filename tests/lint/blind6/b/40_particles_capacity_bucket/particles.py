import numpy as np

CAPACITY = 256


def to_fixed_capacity(pos, vel):
    n = len(pos)
    P = np.zeros((CAPACITY, 2), np.float32)
    V = np.zeros((CAPACITY, 2), np.float32)
    alive = np.zeros(CAPACITY, bool)
    P[:n], V[:n], alive[:n] = pos, vel, True
    return P, V, alive
