import numpy as np


class ZooscanBatches:
    """Iterates over batches of plankton silhouette features."""

    def __init__(self, feats, labels, batch_size, seed=0):
        self.feats, self.labels = feats, labels
        self.batch_size = batch_size
        self.seed = seed
        self.epoch = 0

    def __len__(self):
        return len(self.feats) // self.batch_size

    def __iter__(self):
        rng = np.random.default_rng(self.seed + self.epoch)
        self.epoch += 1
        order = rng.permutation(len(self.feats))
        for b in range(len(self)):
            sel = order[b * self.batch_size:(b + 1) * self.batch_size]
            yield self.feats[sel], self.labels[sel]


def morphometrics(n, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 5, n)
    # area, perimeter, major axis, minor axis, eccentricity, mean grey, solidity, circularity
    centers = rng.normal(0, 1, (5, 8))
    feats = centers[labels] + rng.normal(0, 0.7, (n, 8))
    return feats.astype(np.float32), labels.astype(np.int32)
