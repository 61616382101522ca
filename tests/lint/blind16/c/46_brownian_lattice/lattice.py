import numpy as np


def cubic_lattice(n_side):
    idx = np.arange(n_side)
    return np.stack(np.meshgrid(idx, idx, idx, indexing="ij"), axis=-1).reshape(-1, 3)
