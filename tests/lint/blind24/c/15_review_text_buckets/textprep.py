import numpy as np

BUCKETS = (32, 64)


def fake_reviews(n, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.integers(1, 500, size=int(rng.integers(5, 60))) for _ in range(n)]


def bucket_len(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


def pad_batch(seqs):
    L = bucket_len(max(len(s) for s in seqs))
    out = np.zeros((len(seqs), L), np.int32)
    for i, s in enumerate(seqs):
        s = s[:L]
        out[i, :len(s)] = s
    return out
