import numpy as np


class ReplayBuffer:
    def __init__(self, capacity, obs_dim):
        self.obs = np.zeros((capacity, obs_dim), np.float32)
        self.rew = np.zeros(capacity, np.float32)
        self.size = 0

    def add(self, o, r):
        self.obs[self.size] = o
        self.rew[self.size] = r
        self.size += 1

    def sample(self, batch_size):
        n = min(batch_size, self.size)
        idx = np.arange(self.size)[-n:]
        return self.obs[idx], self.rew[idx]
