import numpy as np


def make_clips(n, seed=0):
    rng = np.random.default_rng(seed)
    lengths = rng.integers(200, 600, size=n)
    return [rng.standard_normal(int(L)).astype(np.float32) for L in lengths]


def collate(clips):
    longest = max(len(c) for c in clips)
    batch = np.zeros((len(clips), longest), np.float32)
    mask = np.zeros((len(clips), longest), np.float32)
    for i, c in enumerate(clips):
        batch[i, : len(c)] = c
        mask[i, : len(c)] = 1.0
    return batch, mask
