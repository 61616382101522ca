import numpy as np


class HerdRegister:
    """Animal register that grows as calves are born and registered."""

    def __init__(self, rng, n0=50):
        self.rng = rng
        self.birth_weight = list(rng.normal(40, 4, n0))
        self.age_days = list(rng.integers(30, 700, n0).astype(float))

    def register_births(self, n):
        self.birth_weight += list(self.rng.normal(40, 4, n))
        self.age_days += [0.0] * n

    def advance(self, days):
        self.age_days = [a + days for a in self.age_days]

    @property
    def arrays(self):
        return np.asarray(self.birth_weight, np.float32), np.asarray(self.age_days, np.float32)
