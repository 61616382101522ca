import numpy as np

class Population:
    def __init__(self, n, seed=0):
        self.rng = np.random.default_rng(seed)
        self.age = self.rng.integers(20, 80, n).astype(np.float32)
        self.income = self.rng.lognormal(10.8, 0.5, n).astype(np.float32)
        self.tenure = (self.rng.uniform(size=n) < 0.6).astype(np.float32)

    def add_new_households(self, k):
        self.age = np.concatenate([self.age, self.rng.integers(20, 35, k).astype(np.float32)])
        self.income = np.concatenate([self.income, self.rng.lognormal(10.5, 0.4, k).astype(np.float32)])
        self.tenure = np.concatenate([self.tenure, np.zeros(k, np.float32)])
