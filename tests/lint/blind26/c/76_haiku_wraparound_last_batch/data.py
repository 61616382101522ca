import numpy as np


class RegisterCorpus:
    def __init__(self, n=450, seed=76):
        rng = np.random.default_rng(seed)
        self.y = rng.integers(0, 4, n).astype(np.int32)
        self.x = (rng.normal(size=(4, 15))[self.y] + rng.normal(size=(n, 15))).astype(np.float32)

    def epoch(self, bs):
        n = len(self.y)
        for i in range(0, n, bs):
            idx = np.arange(i, i + bs) % n
            yield self.x[idx], self.y[idx]
