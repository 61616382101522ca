import numpy as np

BUCKETS = (8, 16, 32)


def bucket_len(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


def pad_batch(histories):
    width = bucket_len(max(len(h) for h in histories))
    x = np.zeros((len(histories), width), np.float32)
    for i, h in enumerate(histories):
        x[i, :len(h)] = h[:width]
    return x
