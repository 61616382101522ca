import numpy as np


class ReplayBuffer:
    def __init__(self, capacity, obs_dim):
        self.obs = np.zeros((capacity, obs_dim), np.float32)
        self.next_obs = np.zeros((capacity, obs_dim), np.float32)
        self.act = np.zeros(capacity, np.int32)
        self.rew = np.zeros(capacity, np.float32)
        self.done = np.zeros(capacity, np.float32)
        self.capacity, self.size, self.ptr = capacity, 0, 0

    def add(self, o, a, r, n, d):
        i = self.ptr
        self.obs[i], self.act[i], self.rew[i], self.next_obs[i], self.done[i] = o, a, r, n, d
        self.ptr = (self.ptr + 1) % self.capacity
        self.size = min(self.size + 1, self.capacity)


class EpochLoader:
    """One pass over the buffer in shuffled minibatches (offline RL style)."""

    def __init__(self, buffer, batch_size, rng, drop_last=True):
        self.buffer, self.batch_size, self.rng, self.drop_last = buffer, batch_size, rng, drop_last

    def __iter__(self):
        idx = self.rng.permutation(self.buffer.size)
        stop = len(idx) - len(idx) % self.batch_size if self.drop_last else len(idx)
        for s in range(0, stop, self.batch_size):
            j = idx[s:s + self.batch_size]
            b = self.buffer
            yield b.obs[j], b.act[j], b.rew[j], b.next_obs[j], b.done[j]
