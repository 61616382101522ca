import numpy as np

BUCKETS = (32, 64, 128)


def bucket_for(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(f"batch of {n} exceeds largest bucket")


def pad_to_bucket(rows):
    n = rows.shape[0]
    size = bucket_for(n)
    out = np.zeros((size, rows.shape[1]), rows.dtype)
    out[:n] = rows
    mask = np.arange(size) < n
    return out, mask
