import numpy as np


def build_neighbor_table(pos, h, max_neighbors):
    """Per-particle neighbour indices within h, padded with -1 to max_neighbors."""
    pos = np.asarray(pos)
    n = pos.shape[0]
    d = np.linalg.norm(pos[:, None, :] - pos[None, :, :], axis=-1)
    close = (d < h) & (d > 0.0)
    table = np.full((n, max_neighbors), -1, np.int32)
    for i in range(n):
        idx = np.nonzero(close[i])[0][:max_neighbors]
        table[i, : len(idx)] = idx
    return table
