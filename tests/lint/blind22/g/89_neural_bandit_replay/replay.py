import numpy as np


class ReplayBuffer:
    def __init__(self, ctx_dim):
        self.ctx = np.zeros((0, ctx_dim), np.float32)
        self.arm = np.zeros((0,), np.int32)
        self.reward = np.zeros((0,), np.float32)

    def add(self, ctx, arm, reward):
        self.ctx = np.concatenate([self.ctx, ctx[None]])
        self.arm = np.concatenate([self.arm, np.array([arm], np.int32)])
        self.reward = np.concatenate([self.reward, np.array([reward], np.float32)])

    def all(self):
        return self.ctx, self.arm, self.reward
