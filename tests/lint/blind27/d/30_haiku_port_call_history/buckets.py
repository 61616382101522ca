import numpy as np

BUCKETS = (8, 16)


def pad_to_bucket(calls):
    n = calls.shape[0]
    size = next(b for b in BUCKETS if b >= n)
    out = np.zeros((size, calls.shape[1]), np.float32)
    mask = np.zeros(size, np.float32)
    out[:n] = calls
    mask[:n] = 1.0
    return out, mask
