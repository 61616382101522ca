import numpy as np

BUCKETS = (64, 128)


def pad_batch(parcels):
    longest = max(len(p) for p in parcels)
    width = next(b for b in BUCKETS if b >= longest)
    x = np.zeros((len(parcels), width, parcels[0].shape[1]), np.float32)
    m = np.zeros((len(parcels), width), np.float32)
    for i, p in enumerate(parcels):
        x[i, : len(p)] = p
        m[i, : len(p)] = 1.0
    return x, m
