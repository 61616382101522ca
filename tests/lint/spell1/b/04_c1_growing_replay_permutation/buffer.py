import numpy as np


class ReplayBuffer:
    def __init__(self, obs_dim, capacity=10_000):
        self.obs = np.zeros((capacity, obs_dim), np.float32)
        self.target = np.zeros((capacity,), np.float32)
        self.size = 0

    def add_many(self, obs, target):
        n = len(obs)
        self.obs[self.size:self.size + n] = obs
        self.target[self.size:self.size + n] = target
        self.size += n

    def epoch_indices(self, rng):
        return rng.permutation(self.size)
