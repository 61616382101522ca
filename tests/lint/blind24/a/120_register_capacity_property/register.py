import numpy as np


class FlockRegister:
    """Fixed-capacity flock register; ewes occupy slots, empty slots are flagged inactive."""

    CAPACITY = 128

    def __init__(self, rng, n0=80):
        self.rng = rng
        self.weight = np.zeros(self.CAPACITY, np.float32)
        self.active = np.zeros(self.CAPACITY, np.float32)
        self.weight[:n0] = rng.normal(65, 6, n0)
        self.active[:n0] = 1.0
        self.n = n0

    def add_replacements(self, k):
        self.weight[self.n:self.n + k] = self.rng.normal(50, 5, k)
        self.active[self.n:self.n + k] = 1.0
        self.n += k

    @property
    def arrays(self):
        return self.weight, self.active
