import numpy as np

MAX_CITES = 8

def citation_table(n_cases=60, seed=0):
    rng = np.random.default_rng(seed)
    idx = np.zeros((n_cases, MAX_CITES), np.int32)
    mask = np.zeros((n_cases, MAX_CITES), np.float32)
    for c in range(n_cases):
        k = int(rng.integers(1, 6))
        idx[c, :k] = rng.choice(n_cases, size=k, replace=False)
        mask[c, :k] = 1.0
    return idx, mask
