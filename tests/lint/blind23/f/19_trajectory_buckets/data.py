import numpy as np

BUCKETS = (64, 128)


def random_track(rng):
    n = int(rng.integers(30, 120))
    t = np.arange(n) * 0.1
    pos = np.stack([200 * t, 5 * t ** 2, 1000 + 3 * t], 1)
    return (pos + rng.normal(0, 1.0, pos.shape)).astype(np.float32)


def bucket_len(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(n)


def batches(n_batches, batch_size, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        tracks = [random_track(rng) for _ in range(batch_size)]
        L = bucket_len(max(len(tr) for tr in tracks))
        x = np.zeros((batch_size, L, 3), np.float32)
        m = np.zeros((batch_size, L), np.float32)
        for i, tr in enumerate(tracks):
            x[i, :len(tr)] = tr
            m[i, :len(tr)] = 1.0
        yield x, m
