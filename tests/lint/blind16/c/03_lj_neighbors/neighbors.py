import numpy as np


def build_pairs(positions, box, cutoff):
    pos = np.asarray(positions)
    diff = pos[:, None, :] - pos[None, :, :]
    diff -= box * np.round(diff / box)
    dist = np.sqrt((diff**2).sum(-1))
    i, j = np.nonzero(np.triu(dist < cutoff, k=1))
    return np.stack([i, j], axis=1).astype(np.int32)
