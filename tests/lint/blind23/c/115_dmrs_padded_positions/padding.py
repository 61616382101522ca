import numpy as np

MAX_DMRS = 4


def pad_dmrs(ls, pos):
    """Repeat the last DMRS symbol so every slot carries MAX_DMRS entries (interpolation is unchanged)."""
    k = len(pos)
    idx = np.minimum(np.arange(MAX_DMRS), k - 1)
    return ls[idx], pos[idx]
