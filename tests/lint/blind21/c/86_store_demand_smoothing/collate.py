import numpy as np

MAX_WEEKS = 32


def collate(histories):
    x = np.zeros((len(histories), MAX_WEEKS), np.float32)
    mask = np.zeros((len(histories), MAX_WEEKS), np.float32)
    for i, h in enumerate(histories):
        h = h[-MAX_WEEKS:]
        x[i, -len(h):] = h
        mask[i, -len(h):] = 1.0
    return x, mask


def store_histories(rng, n_stores):
    return [rng.poisson(20, int(rng.integers(8, 30))).astype(np.float32) for _ in range(n_stores)]
