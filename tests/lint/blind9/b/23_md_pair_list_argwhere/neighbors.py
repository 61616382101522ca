import numpy as np


def build_pair_list(pos, box, r_cut):
    """All pairs i<j within r_cut under minimum image (O(N^2), fine for small systems)."""
    d = pos[:, None, :] - pos[None, :, :]
    d -= box * np.round(d / box)
    r2 = np.sum(d ** 2, -1)
    i, j = np.nonzero(np.triu(r2 < r_cut ** 2, k=1))
    return np.stack([i, j]).astype(np.int32)
