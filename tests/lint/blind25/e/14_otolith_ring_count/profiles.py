import numpy as np

BUCKETS = (64, 128)

def bucket_len(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]

def to_bucket(profile):
    L = bucket_len(len(profile))
    out = np.zeros(L, np.float32)
    out[:min(L, len(profile))] = profile[:L]
    return out, np.float32(len(profile))

def read_otoliths(n, seed=13):
    rng = np.random.default_rng(seed)
    for i in range(n):
        L = int(rng.integers(30, 120))
        t = np.arange(L)
        yield i, (np.sin(t / 3.0) + 0.3 * rng.normal(size=L)).astype(np.float32)
