import numpy as np


def collate(records):
    longest = max(len(r) for r in records)
    x = np.zeros((len(records), longest), np.float32)
    m = np.zeros((len(records), longest), np.float32)
    for i, r in enumerate(records):
        x[i, :len(r)] = r
        m[i, :len(r)] = 1.0
    return x, m


def make_records(n=40, seed=0):
    rng = np.random.default_rng(seed)
    lengths = rng.integers(20, 60, size=n)
    return [rng.normal(10, 5, size=l).astype(np.float32) for l in lengths]
