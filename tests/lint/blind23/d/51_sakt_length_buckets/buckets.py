import numpy as np

BUCKETS = (16, 32, 64)


def bucket_for(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


def bucketed_batches(seqs, batch_size):
    groups = {b: [] for b in BUCKETS}
    for s in seqs:
        groups[bucket_for(len(s))].append(s[:BUCKETS[-1]])
    for b, items in groups.items():
        for i in range(0, len(items) - batch_size + 1, batch_size):
            chunk = items[i:i + batch_size]
            x = np.zeros((batch_size, b), np.int32)
            m = np.zeros((batch_size, b), np.float32)
            for j, s in enumerate(chunk):
                x[j, :len(s)] = s
                m[j, :len(s)] = 1.0
            yield x, m
