import numpy as np

BUCKETS = (16, 32, 64)


def to_ids(text):
    return np.frombuffer(text.lower().encode("ascii", "ignore"), np.uint8).astype(np.int32)


def bucket_len(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


def pad_to_bucket(ids):
    L = bucket_len(len(ids))
    out = np.zeros(L, np.int32)
    out[:min(L, len(ids))] = ids[:L]
    return out
