import numpy as np


class Portfolio:
    def __init__(self, n=400, seed=5):
        rng = np.random.default_rng(seed)
        self.age = rng.integers(30, 65, n).astype(np.float32)
        self.sum_assured = rng.uniform(5e4, 4e5, n).astype(np.float32)
        self.lapse_u = rng.uniform(size=(12, n))
        self.status = np.ones(n, bool)

    def roll_forward(self, month):
        self.status &= self.lapse_u[month] > 0.015
        self.age += 1.0 / 12.0

    @property
    def in_force(self):
        return self.age, np.where(self.status, self.sum_assured, 0.0).astype(np.float32)
