import numpy as np

class SlotPopulation:
    def __init__(self, n, capacity, seed=0):
        self.rng = np.random.default_rng(seed)
        self.age = np.zeros(capacity, np.float32)
        self.income = np.ones(capacity, np.float32)
        self.tenure = np.zeros(capacity, np.float32)
        self.active = np.zeros(capacity, np.float32)
        self.n = 0
        self.add(n, 20, 80)

    def add(self, k, lo=20, hi=35):
        s = slice(self.n, self.n + k)
        self.age[s] = self.rng.integers(lo, hi, k)
        self.income[s] = self.rng.lognormal(10.6, 0.5, k)
        self.active[s] = 1.0
        self.n += k
