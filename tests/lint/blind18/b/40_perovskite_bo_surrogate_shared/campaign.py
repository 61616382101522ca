import numpy as np


def tolerance_factor_penalty(x):
    """Toy objective over A/B-site mixing fractions of a perovskite."""
    return np.sum((x - np.array([0.3, 0.6, 0.1, 0.45])) ** 2, -1) - 0.2 * x[..., 0] * x[..., 1]


class Campaign:
    def __init__(self, budget, n_dim, seed=0):
        self.rng = np.random.default_rng(seed)
        self.x = np.zeros((budget, n_dim), np.float32)
        self.y = np.zeros(budget, np.float32)
        self.mask = np.zeros(budget, bool)
        self.n = 0

    def add(self, x):
        self.x[self.n] = x
        self.y[self.n] = tolerance_factor_penalty(x)
        self.mask[self.n] = True
        self.n += 1
