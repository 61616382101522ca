import numpy as np

BUCKETS = (16, 32)


def bucket_len(T):
    for b in BUCKETS:
        if T <= b:
            return b
    raise ValueError(T)


def make_batches(records, batch_size):
    by_bucket = {b: [] for b in BUCKETS}
    for x, y in records:
        by_bucket[bucket_len(len(x))].append((x, y))
    for b, recs in by_bucket.items():
        n = (len(recs) // batch_size) * batch_size
        for s in range(0, n, batch_size):
            chunk = recs[s:s + batch_size]
            X = np.zeros((batch_size, b, 4), np.float32)
            M = np.zeros((batch_size, b), np.float32)
            for i, (x, _) in enumerate(chunk):
                X[i, :len(x)] = x
                M[i, :len(x)] = 1.0
            yield X, M, np.array([y for _, y in chunk], np.float32)
