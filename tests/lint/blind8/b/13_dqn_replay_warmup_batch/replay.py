import numpy as np


class ReplayBuffer:
    def __init__(self, capacity, obs_dim, seed=0):
        self.obs = np.zeros((capacity, obs_dim), np.float32)
        self.next_obs = np.zeros((capacity, obs_dim), np.float32)
        self.actions = np.zeros(capacity, np.int32)
        self.rewards = np.zeros(capacity, np.float32)
        self.dones = np.zeros(capacity, np.float32)
        self.capacity = capacity
        self.size = 0
        self.ptr = 0
        self.rng = np.random.default_rng(seed)

    def add_batch(self, obs, actions, rewards, next_obs, dones):
        for i in range(len(obs)):
            j = self.ptr
            self.obs[j], self.actions[j], self.rewards[j] = obs[i], actions[i], rewards[i]
            self.next_obs[j], self.dones[j] = next_obs[i], dones[i]
            self.ptr = (self.ptr + 1) % self.capacity
            self.size = min(self.size + 1, self.capacity)

    def __len__(self):
        return self.size

    def sample(self, batch_size):
        n = min(batch_size, self.size)
        idx = self.rng.choice(self.size, size=n, replace=False)
        return (self.obs[idx], self.actions[idx], self.rewards[idx],
                self.next_obs[idx], self.dones[idx])
