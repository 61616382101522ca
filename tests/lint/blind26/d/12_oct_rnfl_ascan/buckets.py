import numpy as np

BUCKETS = (64, 128)


def bucket_len(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


def pad_ascans(ascans):
    L = bucket_len(max(len(a) for a in ascans))
    out = np.zeros((len(ascans), L), np.float32)
    for i, a in enumerate(ascans):
        out[i, :min(len(a), L)] = a[:L]
    return out
