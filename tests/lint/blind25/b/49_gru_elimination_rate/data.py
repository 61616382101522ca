import numpy as np

BUCKETS = (16, 32)


def irregular_series(n, seed=3):
    rng = np.random.default_rng(seed)
    series = []
    for _ in range(n):
        L = int(rng.integers(6, 30))
        t = np.sort(rng.uniform(0, 72, L)).astype(np.float32)
        k = rng.lognormal(np.log(0.08), 0.3)
        c = (20 * np.exp(-k * t) * rng.lognormal(0, 0.1, L)).astype(np.float32)
        series.append((t, c, np.float32(k)))
    return series


def bucket_length(L):
    for b in BUCKETS:
        if L <= b:
            return b
    raise ValueError(L)


def to_batch(items):
    width = bucket_length(max(len(t) for t, _, _ in items))
    x = np.zeros((len(items), width, 2), np.float32)
    m = np.zeros((len(items), width), np.float32)
    for i, (t, c, _) in enumerate(items):
        x[i, :len(t), 0] = t / 72.0
        x[i, :len(t), 1] = np.log(c)
        m[i, :len(t)] = 1.0
    y = np.array([k for _, _, k in items], np.float32)
    return x, m, y
