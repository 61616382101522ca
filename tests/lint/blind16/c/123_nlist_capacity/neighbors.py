import numpy as np


def candidate_pairs(pos, box, cutoff):
    d = pos[:, None, :] - pos[None, :, :]
    d -= box * np.round(d / box)
    r = np.sqrt((d**2).sum(-1))
    i, j = np.nonzero(np.triu(r < cutoff, k=1))
    return i.astype(np.int32), j.astype(np.int32)


def build(pos, box, cutoff, slack=1.25):
    i, j = candidate_pairs(np.asarray(pos), box, cutoff)
    capacity = int(np.ceil(slack * len(i)))
    idx = np.zeros((capacity, 2), np.int32)
    idx[:, 1] = 1
    idx[: len(i), 0], idx[: len(i), 1] = i, j
    mask = np.arange(capacity) < len(i)
    return idx, mask
