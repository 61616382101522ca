import numpy as np

BUCKETS = (16, 32, 64)


def bucket_length(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


def pad_batch(sessions):
    longest = bucket_length(max(len(s) for s in sessions))
    toks = np.zeros((len(sessions), longest), dtype=np.int32)
    mask = np.zeros((len(sessions), longest), dtype=np.float32)
    for i, s in enumerate(sessions):
        s = s[:longest]
        toks[i, :len(s)] = s
        mask[i, :len(s)] = 1.0
    return toks, mask
