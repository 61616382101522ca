import numpy as np

MAX_CROWNS = 64

def crown_slots(rng):
    n = int(rng.integers(20, 60))
    feats = np.zeros((MAX_CROWNS, 3), np.float32)
    valid = np.zeros(MAX_CROWNS, bool)
    feats[:n] = np.stack([rng.uniform(0, 1, n), rng.uniform(0, 1, n), rng.uniform(0.3, 0.9, n)], axis=1)
    valid[:n] = True
    return feats, valid, n
