import numpy as np


def cross_match(detected, reference, radius=1.5):
    """Nearest-neighbour match, one row per reference star; rows without a
    detection within radius get zero weight."""
    d = np.hypot(reference[:, None, 0] - detected[None, :, 0], reference[:, None, 1] - detected[None, :, 1])
    j = d.argmin(axis=1)
    good = d[np.arange(len(reference)), j] < radius
    return detected[j], reference, good.astype(np.float32)
