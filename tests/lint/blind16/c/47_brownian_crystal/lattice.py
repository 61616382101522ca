import numpy as np


def cubic_lattice(n_side, spacing=1.0):
    idx = np.arange(n_side, dtype=np.float32) * spacing
    return np.stack(np.meshgrid(idx, idx, idx, indexing="ij"), axis=-1).reshape(-1, 3)
