import numpy as np


def simple_cubic(n_side):
    """Lattice sites in units of the lattice constant."""
    idx = np.indices((n_side, n_side, n_side)).reshape(3, -1).T
    return idx.astype(np.float32)
