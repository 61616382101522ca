import numpy as np


class ReplayBuffer:
    def __init__(self, capacity=512, sample_size=32, seed=0):
        self.feats = np.zeros((capacity, 2), np.float32)
        self.mags = np.zeros(capacity, np.float32)
        self.size = 0
        self.capacity = capacity
        self.sample_size = sample_size
        self.rng = np.random.default_rng(seed)

    def add(self, feats, mags):
        for f, m in zip(feats, mags):
            i = self.size % self.capacity
            self.feats[i], self.mags[i] = f, m
            self.size += 1

    def sample(self):
        idx = self.rng.integers(0, min(self.size, self.capacity), self.sample_size)
        return self.feats[idx], self.mags[idx]
