import numpy as np


class ReplayBuffer:
    def __init__(self, obs_dim, capacity=10_000):
        self.obs = np.zeros((capacity, obs_dim), np.float32)
        self.actions = np.zeros(capacity, np.int32)
        self.rewards = np.zeros(capacity, np.float32)
        self.next_obs = np.zeros((capacity, obs_dim), np.float32)
        self.dones = np.zeros(capacity, np.float32)
        self.size = 0

    def __len__(self):
        return self.size

    def add_batch(self, obs, actions, rewards, next_obs, dones):
        n = len(obs)
        sl = slice(self.size, self.size + n)
        self.obs[sl], self.actions[sl], self.rewards[sl] = obs, actions, rewards
        self.next_obs[sl], self.dones[sl] = next_obs, dones
        self.size += n

    def epoch_batches(self, batch_size, rng):
        perm = rng.permutation(self.size)
        for start in range(0, self.size, batch_size):
            idx = perm[start:start + batch_size]
            yield (self.obs[idx], self.actions[idx], self.rewards[idx],
                   self.next_obs[idx], self.dones[idx])
