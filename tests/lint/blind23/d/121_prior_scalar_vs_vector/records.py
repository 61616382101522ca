import numpy as np


def prior_ability(student, rng):
    """Returning students carry last year's estimate (stored as a one-element list); new ones start at 0."""
    if student % 3 == 0:
        return np.float32(0.0)
    return np.array([rng.normal(0, 0.8)], np.float32)
