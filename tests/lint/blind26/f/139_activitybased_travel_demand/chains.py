import numpy as np

MAX_TRIPS = 8

def padded_chain(rng):
    k = int(rng.integers(2, 7))
    dist = np.zeros(MAX_TRIPS, np.float32)
    mode = np.zeros(MAX_TRIPS, np.int32)
    valid = np.zeros(MAX_TRIPS, np.float32)
    dist[:k] = rng.exponential(6.0, k)
    mode[:k] = rng.integers(0, 3, k)
    valid[:k] = 1.0
    return dist, mode, valid
