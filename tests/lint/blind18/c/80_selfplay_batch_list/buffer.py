import numpy as np


class GameBuffer:
    def __init__(self, capacity, obs_shape, actions, seed=0):
        self.rng = np.random.default_rng(seed)
        self.obs = np.zeros((capacity,) + obs_shape, np.float32)
        self.pi = np.zeros((capacity, actions), np.float32)
        self.z = np.zeros(capacity, np.float32)
        self.size = 0

    def extend(self, obs, pi, z):
        n = len(obs)
        self.obs[self.size:self.size + n] = obs
        self.pi[self.size:self.size + n] = pi
        self.z[self.size:self.size + n] = z
        self.size += n

    def sample(self, batch):
        idx = self.rng.integers(0, self.size, batch)
        return self.obs[idx], self.pi[idx], self.z[idx]

    def sample_recent(self, batch, window=64):
        lo = max(0, self.size - window)
        idx = self.rng.integers(lo, self.size, batch)
        return [arr[idx] for arr in (self.obs, self.pi, self.z)]
