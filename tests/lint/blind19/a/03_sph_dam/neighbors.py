import numpy as np


def build_pairs(pos, h):
    """All (i, j) pairs closer than the smoothing length h."""
    pos = np.asarray(pos)
    d = np.linalg.norm(pos[:, None, :] - pos[None, :, :], axis=-1)
    i, j = np.nonzero((d < h) & (d > 0.0))
    return i.astype(np.int32), j.astype(np.int32)
