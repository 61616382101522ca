import numpy as np


class ContextualBandit:
    def __init__(self, num_arms=3, ctx_dim=4, seed=0):
        self.rng = np.random.default_rng(seed)
        self.theta = self.rng.normal(size=(num_arms, ctx_dim)).astype(np.float32)
        self.ctx_dim = ctx_dim
        self.num_arms = num_arms

    def contexts(self, n):
        return self.rng.normal(size=(n, self.ctx_dim)).astype(np.float32)

    def pull(self, ctx, arms):
        mean = np.einsum("nd,nd->n", ctx, self.theta[arms])
        return (mean + 0.1 * self.rng.normal(size=len(arms))).astype(np.float32)
