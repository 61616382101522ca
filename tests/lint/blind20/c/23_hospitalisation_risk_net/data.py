import numpy as np


def synthetic_cohort(n=150, seed=0):
    rng = np.random.default_rng(seed)
    age = rng.uniform(0, 90, n)
    comorb = rng.integers(0, 4, n)
    vaccinated = rng.integers(0, 2, n)
    logit = -5 + 0.05 * age + 0.6 * comorb - 1.2 * vaccinated
    y = (rng.uniform(size=n) < 1 / (1 + np.exp(-logit))).astype(np.float32)
    x = np.stack([age / 90, comorb / 3, vaccinated], axis=1).astype(np.float32)
    return x, y


class Loader:
    def __init__(self, x, y, batch_size, seed=0):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        order = self.rng.permutation(len(self.x))
        for start in range(0, len(order), self.batch_size):
            idx = order[start:start + self.batch_size]
            yield self.x[idx], self.y[idx]
