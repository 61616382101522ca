import numpy as np


class Workforce:
    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.tenure = rng.uniform(0, 10, size=n).astype(np.float32)
        self.salary = rng.normal(70, 10, size=n).astype(np.float32)
        self.employed = np.ones(n, bool)

    @property
    def active(self):
        return self.tenure[self.employed], self.salary[self.employed]

    def apply_exits(self, leave_prob, rng):
        idx = np.flatnonzero(self.employed)
        draws = rng.random(len(idx)) < np.asarray(leave_prob)
        self.employed[idx[draws]] = False
        self.tenure[self.employed] += 0.25
