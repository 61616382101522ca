import numpy as np

BUCKETS = (32, 64, 128)


def pir_sessions(n=40, seed=2):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        length = int(rng.integers(10, 120))
        counts = rng.poisson(1.5, size=length).astype(np.float32)
        label = np.float32(counts.mean() > 1.5)
        out.append((counts, label))
    return out


def bucket_len(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


def pad_batch(items):
    longest = max(len(c) for c, _ in items)
    L = bucket_len(longest)
    x = np.zeros((len(items), L), np.float32)
    mask = np.zeros((len(items), L), np.float32)
    for i, (c, _) in enumerate(items):
        x[i, :len(c)] = c
        mask[i, :len(c)] = 1.0
    y = np.array([l for _, l in items], np.float32)
    return x, mask, y
