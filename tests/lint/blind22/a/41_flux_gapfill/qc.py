import numpy as np


def quality_mask(readings, lo=-50.0, hi=50.0):
    bad = ~np.isfinite(readings) | (readings < lo) | (readings > hi)
    if not bad.any():
        return None
    return (~bad).astype(np.float32)
