import numpy as np

BUCKETS = (64, 128, 256)


def bucket_length(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


def collar_sequences(n_cows=20, seed=0):
    rng = np.random.default_rng(seed)
    lengths = rng.integers(40, 250, n_cows)
    return [rng.normal(30, 8, L).astype(np.float32) for L in lengths]


def pad_to_bucket(seq):
    L = bucket_length(len(seq))
    seq = seq[:L]
    out = np.zeros(L, np.float32)
    mask = np.zeros(L, np.float32)
    out[:len(seq)] = seq
    mask[:len(seq)] = 1.0
    return out, mask
