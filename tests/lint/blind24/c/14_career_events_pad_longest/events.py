import numpy as np

EVENT_TYPES = 6


def simulate_histories(n, seed=0):
    rng = np.random.default_rng(seed)
    hist = []
    for _ in range(n):
        length = int(rng.integers(3, 30))
        hist.append(rng.integers(1, EVENT_TYPES, size=length))
    left = (rng.random(n) < 0.25).astype(np.float32)
    return hist, left


def collate(seqs):
    max_len = max(len(s) for s in seqs)
    out = np.zeros((len(seqs), max_len), np.int32)
    for i, s in enumerate(seqs):
        out[i, :len(s)] = s
    return out
