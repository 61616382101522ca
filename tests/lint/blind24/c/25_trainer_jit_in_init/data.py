import numpy as np


class SickDaysData:
    def __init__(self, n=600, d=5, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, d)).astype(np.float32)
        lam = np.exp(0.4 * self.x[:, 0] - 0.3 * self.x[:, 1] + 1.0)
        self.counts = rng.poisson(lam).astype(np.float32)
        self.rng = rng

    def batches(self, size):
        perm = self.rng.permutation(len(self.x))
        for i in range(0, len(perm) - size + 1, size):
            j = perm[i:i + size]
            yield self.x[j], self.counts[j]
