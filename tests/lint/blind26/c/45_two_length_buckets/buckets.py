import numpy as np

BUCKETS = (64, 128)


def bucket_len(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(n)


def bucketed_batches(utts, bs=4):
    by_bucket = {b: [] for b in BUCKETS}
    for u in utts:
        by_bucket[bucket_len(len(u))].append(u)
    for b, items in by_bucket.items():
        for i in range(0, len(items) - bs + 1, bs):
            x = np.zeros((bs, b, items[0].shape[1]), np.float32)
            m = np.zeros((bs, b), np.float32)
            for j, u in enumerate(items[i:i + bs]):
                x[j, :len(u)] = u
                m[j, :len(u)] = 1
            yield x, m
