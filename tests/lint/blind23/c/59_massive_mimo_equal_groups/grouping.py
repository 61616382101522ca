import numpy as np


def pilot_groups(h, n_groups):
    """Split users into pilot groups in angle-of-arrival order."""
    order = np.argsort(np.angle(h[:, 0]))
    return np.array_split(order, n_groups)
