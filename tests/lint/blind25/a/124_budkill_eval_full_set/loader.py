import numpy as np


class BudSampleLoader:
    def __init__(self, x, y, batch_size, seed=0):
        self.x, self.y, self.bs, self.seed = x, y, batch_size, seed

    def epoch(self, e):
        idx = np.random.default_rng(self.seed + e).permutation(len(self.x))
        full = len(idx) // self.bs * self.bs
        for i in range(0, full, self.bs):
            yield self.x[idx[i:i + self.bs]], self.y[idx[i:i + self.bs]]
