import numpy as np

BUCKETS = (32, 64)


def bucket_len(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


def rumination_batches(n_cows=40, batch_size=10, seed=4):
    rng = np.random.default_rng(seed)
    for start in range(0, n_cows, batch_size):
        lengths = rng.integers(12, 40, size=batch_size)
        L = bucket_len(int(lengths.max()))
        x = np.zeros((batch_size, L), np.float32)
        m = np.zeros((batch_size, L), np.float32)
        for i, n in enumerate(lengths):
            n = min(int(n), L)
            x[i, :n] = rng.gamma(2.0, 15.0, size=n)  # minutes ruminating per hour-block
            m[i, :n] = 1.0
        sick = (rng.uniform(size=batch_size) < 0.3).astype(np.float32)
        x[sick > 0] *= 0.6
        yield x, m, sick
