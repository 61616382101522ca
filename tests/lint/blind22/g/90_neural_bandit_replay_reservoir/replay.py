import numpy as np


class ReplayBuffer:
    def __init__(self, ctx_dim, capacity=64, seed=0):
        self.ctx = np.zeros((capacity, ctx_dim), np.float32)
        self.arm = np.zeros((capacity,), np.int32)
        self.reward = np.zeros((capacity,), np.float32)
        self.weight = np.zeros((capacity,), np.float32)
        self.seen = 0
        self.rng = np.random.default_rng(seed)

    def add(self, ctx, arm, reward):
        slot = self.seen if self.seen < len(self.arm) else self.rng.integers(0, self.seen)
        if slot < len(self.arm):
            self.ctx[slot], self.arm[slot], self.reward[slot], self.weight[slot] = ctx, arm, reward, 1.0
        self.seen += 1

    def all(self):
        return self.ctx, self.arm, self.reward, self.weight
