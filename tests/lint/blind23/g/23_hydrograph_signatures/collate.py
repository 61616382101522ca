import numpy as np

BUCKETS = (32, 64, 128)


def bucket_length(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


def collate(events):
    longest = max(len(e) for e in events)
    width = bucket_length(longest)
    x = np.zeros((len(events), width), np.float32)
    m = np.zeros((len(events), width), np.float32)
    for i, e in enumerate(events):
        n = min(len(e), width)
        x[i, :n] = e[:n]
        m[i, :n] = 1.0
    return x, m
