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

    def sample(self, rng, batch_size):
        idx = rng.integers(0, self.size, size=batch_size)
        return self.obs[idx], self.rew[idx]
