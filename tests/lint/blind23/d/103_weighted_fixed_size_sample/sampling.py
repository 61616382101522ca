import numpy as np


class BoundarySampler:
    def __init__(self, margin, batch_size, seed=0):
        self.p = np.exp(-np.abs(margin))
        self.p /= self.p.sum()
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def draw(self):
        idx = self.rng.choice(len(self.p), size=self.batch_size, replace=True, p=self.p)
        return idx, (1.0 / (len(self.p) * self.p[idx])).astype(np.float32)
