import numpy as np


def collate(histories):
    longest = max(len(h) for h in histories)
    x = np.zeros((len(histories), longest), np.float32)
    mask = np.zeros((len(histories), longest), np.float32)
    for i, h in enumerate(histories):
        x[i, -len(h):] = h
        mask[i, -len(h):] = 1.0
    return x, mask


def store_histories(rng, n_stores):
    return [rng.poisson(20, int(rng.integers(8, 30))).astype(np.float32) for _ in range(n_stores)]
