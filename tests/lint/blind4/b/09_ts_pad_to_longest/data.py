import numpy as np


def make_sequences(n, rng):
    lengths = rng.integers(10, 40, size=n)
    return [np.cumsum(rng.standard_normal(l)).astype(np.float32) for l in lengths]


def collate(batch):
    max_len = max(len(s) for s in batch)
    out = np.zeros((len(batch), max_len), np.float32)
    mask = np.zeros((len(batch), max_len), np.float32)
    for i, s in enumerate(batch):
        out[i, : len(s)] = s
        mask[i, : len(s)] = 1.0
    return out, mask
