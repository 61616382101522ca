import numpy as np

MAX_MONTHS = 36


def padded_history(exits):
    n = len(exits)
    y = np.zeros(MAX_MONTHS, np.float32)
    y[:n] = exits
    mask = np.arange(MAX_MONTHS) < n
    return np.arange(MAX_MONTHS, dtype=np.float32), y, mask


def load_regions(seed=0):
    rng = np.random.default_rng(seed)
    return {r: rng.poisson(5, size=n) for r, n in [("north", 36), ("south", 24), ("east", 30), ("west", 18)]}
