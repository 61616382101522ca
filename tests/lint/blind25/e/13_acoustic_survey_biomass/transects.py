import numpy as np

def survey_day(day, rng):
    n_transects = 4
    lengths = rng.integers(40, 90, n_transects)
    return [rng.gamma(1.5, 30.0, L).astype(np.float32) for L in lengths]

def pad_batch(transects):
    L = max(len(t) for t in transects)
    out = np.zeros((len(transects), L), np.float32)
    mask = np.zeros((len(transects), L), np.float32)
    for i, t in enumerate(transects):
        out[i, :len(t)] = t
        mask[i, :len(t)] = 1.0
    return out, mask
