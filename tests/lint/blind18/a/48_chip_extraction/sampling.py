import numpy as np


def sample_locations(n, height, width, chip, seed=0):
    """Random upper-left corners of training chips inside a scene."""
    rng = np.random.default_rng(seed)
    rows = rng.integers(0, height - chip, size=n)
    cols = rng.integers(0, width - chip, size=n)
    return [(int(r), int(c)) for r, c in zip(rows, cols)]
