import numpy as np


def build_pairs(positions, box, cutoff):
    """Half neighbour list (i < j) under periodic boundaries, built on the host."""
    x = np.asarray(positions)
    dr = x[:, None, :] - x[None, :, :]
    dr -= box * np.round(dr / box)
    d2 = np.sum(dr ** 2, -1)
    i, j = np.nonzero(np.triu(d2 < cutoff ** 2, k=1))
    return np.stack([i, j], axis=1).astype(np.int32)
