import numpy as np


class StationLoader:
    def __init__(self, features, counts, batch_size, seed=0):
        self.features = features
        self.counts = counts
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        n = len(self.features)
        idx = self.rng.permutation(n)
        bs = self.batch_size
        for start in range(0, n, bs):
            sel = idx[start:start + bs]
            xb = np.zeros((bs, self.features.shape[1]), np.float32)
            yb = np.zeros((bs,), np.float32)
            mask = np.zeros((bs,), np.float32)
            xb[:len(sel)] = self.features[sel]
            yb[:len(sel)] = self.counts[sel]
            mask[:len(sel)] = 1.0
            yield xb, yb, mask
