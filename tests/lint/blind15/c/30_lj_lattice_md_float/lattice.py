import numpy as np


def cubic_lattice(n_per_side, spacing):
    """Simple cubic arrangement of n_per_side**3 sites."""
    idx = np.indices((n_per_side,) * 3).reshape(3, -1).T
    return (idx * spacing).astype(np.float32)


def box_length(n_per_side, spacing):
    return n_per_side * spacing
