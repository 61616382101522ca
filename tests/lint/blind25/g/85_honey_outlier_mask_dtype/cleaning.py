import numpy as np


def validity_mask(conductivity):
    """Honey electrical conductivity (mS/cm); flag readings outside instrument range."""
    bad = (conductivity < 0.05) | (conductivity > 2.5)
    if bad.any():
        return ~bad
    return np.ones(len(conductivity), dtype=np.float32)
