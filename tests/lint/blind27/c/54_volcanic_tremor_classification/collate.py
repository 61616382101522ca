import numpy as np

BUCKETS = (512, 1024)


def bucket_len(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(n)


def make_batches(records, bs):
    groups = {b: [] for b in BUCKETS}
    for r in records:
        groups[bucket_len(len(r["trace"]))].append(r)
    for b, recs in groups.items():
        for i in range(0, len(recs) - bs + 1, bs):
            chunk = recs[i:i + bs]
            x = np.zeros((bs, b), np.float32)
            m = np.zeros((bs, b), np.float32)
            for j, r in enumerate(chunk):
                x[j, :len(r["trace"])] = r["trace"]
                m[j, :len(r["trace"])] = 1.0
            yield x, m, np.array([r["label"] for r in chunk], np.float32)
