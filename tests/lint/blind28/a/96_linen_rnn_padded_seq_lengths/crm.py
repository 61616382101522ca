import numpy as np

from model import MAX_STAYS


def guest_histories(rng, n_guests=8):
    for g in range(n_guests):
        n = int(rng.integers(2, MAX_STAYS + 1))
        feats = np.stack([rng.exponential(60, n) / 100, rng.gamma(2, 150, n) / 1000,
                          rng.integers(1, 6, n) / 5], 1).astype(np.float32)
        padded = np.zeros((1, MAX_STAYS, 3), np.float32)
        padded[0, :n] = feats
        yield g, padded, np.array([n], np.int32)
