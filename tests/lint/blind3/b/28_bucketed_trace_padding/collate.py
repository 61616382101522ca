import bisect

import numpy as np

BUCKETS = (256, 512)


def bucket_length(n, buckets=BUCKETS):
    i = bisect.bisect_left(buckets, n)
    if i == len(buckets):
        raise ValueError(f"sequence of length {n} exceeds the largest bucket {buckets[-1]}")
    return buckets[i]


def pad_batch(sequences, pad_value=0.0):
    """Stack sequences into (batch, bucket_len) using the smallest bucket that fits."""
    width = bucket_length(max(len(s) for s in sequences))
    out = np.full((len(sequences), width), pad_value, dtype=np.float32)
    mask = np.zeros((len(sequences), width), dtype=bool)
    for i, s in enumerate(sequences):
        out[i, :len(s)] = s
        mask[i, :len(s)] = True
    return out, mask


def batched(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]
