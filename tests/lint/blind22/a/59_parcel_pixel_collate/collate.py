import numpy as np


def pad_batch(parcels):
    longest = max(len(p) for p in parcels)
    x = np.zeros((len(parcels), longest, parcels[0].shape[1]), np.float32)
    m = np.zeros((len(parcels), longest), np.float32)
    for i, p in enumerate(parcels):
        x[i, : len(p)] = p
        m[i, : len(p)] = 1.0
    return x, m
