import numpy as np


class ReplayBuffer:
    def __init__(self, capacity, feat_dim, seed=0):
        self.capacity = capacity
        self.feats = np.zeros((capacity, feat_dim), np.float32)
        self.labels = np.zeros((capacity,), np.int32)
        self.size = 0
        self.ptr = 0
        self.rng = np.random.default_rng(seed)

    def add(self, feat, label):
        self.feats[self.ptr] = feat
        self.labels[self.ptr] = label
        self.ptr = (self.ptr + 1) % self.capacity
        self.size = min(self.size + 1, self.capacity)

    def sample(self, batch_size):
        n = min(batch_size, self.size)
        idx = self.rng.choice(self.size, size=n, replace=False)
        return self.feats[idx], self.labels[idx]
