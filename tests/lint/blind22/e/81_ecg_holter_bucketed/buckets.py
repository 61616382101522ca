import numpy as np

BUCKETS = (2048, 4096, 8192)  # samples; every strip is padded up to the next bucket


def bucket_len(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


def pad_strip(x):
    b = bucket_len(x.shape[0])
    out = np.zeros(b, np.float32)
    mask = np.zeros(b, np.float32)
    n = min(b, x.shape[0])
    out[:n] = x[:n]
    mask[:n] = 1.0
    return out, mask
