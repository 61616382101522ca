import numpy as np


def proximity_edges(pos, radius=12.0):
    d = np.linalg.norm(pos[:, None] - pos[None], axis=-1)
    src, dst = np.nonzero((d < radius) & (d > 0))
    return src.astype(np.int32), dst.astype(np.int32)
