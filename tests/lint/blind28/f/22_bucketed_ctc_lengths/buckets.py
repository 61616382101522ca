import numpy as np

BUCKETS = (32, 64)


def bucket_for(length):
    for b in BUCKETS:
        if length <= b:
            return b
    return BUCKETS[-1]


def bucketed_batches(seqs, labels, batch_size):
    groups = {}
    for s, l in zip(seqs, labels):
        groups.setdefault(bucket_for(len(s)), []).append((s, l))
    for b in BUCKETS:
        items = groups.get(b, [])
        for i in range(0, len(items) - batch_size + 1, batch_size):
            chunk = items[i : i + batch_size]
            x = np.zeros((batch_size, b, chunk[0][0].shape[1]), np.float32)
            xpad = np.ones((batch_size, b), np.float32)
            y = np.zeros((batch_size, 8), np.int32)
            ypad = np.ones((batch_size, 8), np.float32)
            for j, (s, l) in enumerate(chunk):
                n = min(len(s), b)
                x[j, :n] = s[:n]
                xpad[j, :n] = 0.0
                y[j, : len(l)] = l
                ypad[j, : len(l)] = 0.0
            yield x, xpad, y, ypad
