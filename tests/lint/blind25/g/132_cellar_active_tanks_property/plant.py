import numpy as np


class Cellar:
    def __init__(self, n_tanks=8, seed=0):
        self.rng = np.random.default_rng(seed)
        self.gravity = {f"FV{i + 1}": 1.050 - 0.001 * i for i in range(n_tanks)}
        self.in_cip = set()

    def advance_day(self, day):
        self.in_cip = {f"FV{(day % 4) * 2 + 1}"} if day % 3 == 0 else set()
        for k in self.gravity:
            self.gravity[k] = max(1.008, self.gravity[k] - self.rng.uniform(0.002, 0.006))

    @property
    def active_readings(self):
        names = [k for k in self.gravity if k not in self.in_cip]
        return names, np.array([self.gravity[k] for k in names], np.float32)
