import numpy as np


def cross_match(detected, reference, radius=1.5):
    """Nearest-neighbour match; returns matched pairs within radius."""
    d = np.hypot(detected[:, None, 0] - reference[None, :, 0], detected[:, None, 1] - reference[None, :, 1])
    j = d.argmin(axis=1)
    good = d[np.arange(len(detected)), j] < radius
    return detected[good], reference[j[good]]
