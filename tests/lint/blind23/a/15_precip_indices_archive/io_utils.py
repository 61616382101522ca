import numpy as np


def read_precip(path_idx, shape=(24, 40, 40)):
    """Older archive files store precipitation packed as int16 (0.1 mm units)."""
    rng = np.random.default_rng(path_idx)
    mm = rng.gamma(0.4, 3.0, size=shape)
    if path_idx < 3:
        packed = np.round(mm * 10).astype(np.int16)
        return packed, 0.1
    return mm.astype(np.float32), 1.0
