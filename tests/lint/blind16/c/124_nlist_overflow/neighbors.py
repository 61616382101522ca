import numpy as np


def candidate_pairs(pos, box, cutoff):
    d = pos[:, None, :] - pos[None, :, :]
    d -= box * np.round(d / box)
    r = np.sqrt((d**2).sum(-1))
    i, j = np.nonzero(np.triu(r < cutoff, k=1))
    return i.astype(np.int32), j.astype(np.int32)


class NeighborList:
    def __init__(self, box, cutoff, slack=1.25):
        self.box = box
        self.cutoff = cutoff
        self.slack = slack
        self.capacity = None

    def build(self, pos):
        i, j = candidate_pairs(np.asarray(pos), self.box, self.cutoff)
        if self.capacity is None:
            self.capacity = int(np.ceil(self.slack * len(i)))
        while len(i) > self.capacity:
            self.capacity *= 2
        idx = np.zeros((self.capacity, 2), np.int32)
        idx[:, 1] = 1
        idx[: len(i), 0], idx[: len(i), 1] = i, j
        mask = np.arange(self.capacity) < len(i)
        return idx, mask
