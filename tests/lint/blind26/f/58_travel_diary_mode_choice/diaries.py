import numpy as np

BUCKETS = (8, 16)

def bucket_len(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]

def diary_batches(n_batches, batch, rng):
    for _ in range(n_batches):
        lens = rng.integers(2, rng.choice([8, 15]), batch)
        L = bucket_len(int(lens.max()))
        modes = np.zeros((batch, L), np.int32)
        dist = np.zeros((batch, L), np.float32)
        for i, n in enumerate(lens):
            modes[i, :n] = rng.integers(1, 5, n)
            dist[i, :n] = rng.exponential(5.0, n)
        yield modes, dist
