import bisect

import numpy as np

BUCKETS = (16, 32, 64)


def bucket_length(n):
    i = bisect.bisect_left(BUCKETS, n)
    if i == len(BUCKETS):
        raise ValueError(f"sequence of length {n} exceeds largest bucket {BUCKETS[-1]}")
    return BUCKETS[i]


def pad_to_bucket(token_lists, pad_id=0):
    length = bucket_length(max(len(t) for t in token_lists))
    ids = np.full((len(token_lists), length), pad_id, np.int32)
    mask = np.zeros((len(token_lists), length), np.float32)
    for i, t in enumerate(token_lists):
        ids[i, :len(t)] = t
        mask[i, :len(t)] = 1.0
    return ids, mask
