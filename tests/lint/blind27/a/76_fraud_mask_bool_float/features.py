import numpy as np


def claim_batch(rng, source, n=200, max_lines=12):
    n_lines = rng.integers(1, max_lines + 1, n)
    amounts = rng.gamma(1.5, 300.0, (n, max_lines)).astype(np.float32)
    valid = np.arange(max_lines)[None, :] < n_lines[:, None]
    if source == "portal":
        valid = valid.astype(np.float32)
    return amounts, valid
