import numpy as np


def proximity_adjacency(pos, radius=12.0):
    d = np.linalg.norm(pos[:, None] - pos[None], axis=-1)
    return ((d < radius) & (d > 0)).astype(np.float32)
