import numpy as np


class ContextualBandit:
    def __init__(self, n_arms=3, dim=4, seed=0):
        self.rng = np.random.default_rng(seed)
        self.theta = self.rng.normal(size=(n_arms, dim))
        self.n_arms = n_arms
        self.dim = dim

    def contexts(self, n):
        return self.rng.normal(size=(n, self.dim)).astype(np.float32)

    def rewards(self, ctx, arms):
        mean = np.einsum("nd,nd->n", ctx, self.theta[arms])
        return (mean + 0.1 * self.rng.normal(size=len(arms))).astype(np.float32)
