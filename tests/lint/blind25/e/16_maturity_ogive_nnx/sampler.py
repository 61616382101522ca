import numpy as np

class MaturitySampler:
    def __init__(self, n=731, batch=64, seed=2):
        rng = np.random.default_rng(seed)
        self.length = rng.uniform(10, 80, n).astype(np.float32)
        self.sex = rng.integers(0, 2, n).astype(np.float32)
        p = 1 / (1 + np.exp(-(self.length - 35 - 4 * self.sex) / 4))
        self.mature = (rng.uniform(size=n) < p).astype(np.float32)
        self.batch, self.rng = batch, rng

    def draw(self):
        i = self.rng.integers(0, len(self.length), self.batch)
        return self.length[i], self.sex[i], self.mature[i]
