import numpy as np


class ReplayBuffer:
    def __init__(self, obs_shape, capacity=4096):
        self.obs = np.zeros((capacity,) + obs_shape, dtype=np.float32)
        self.policy = np.zeros((capacity, obs_shape[-1]), dtype=np.float32)
        self.value = np.zeros(capacity, dtype=np.float32)
        self.size = 0

    def add_game(self, obs, policy, outcome):
        n = len(obs)
        self.obs[self.size:self.size + n] = obs
        self.policy[self.size:self.size + n] = policy
        self.value[self.size:self.size + n] = outcome
        self.size += n

    def epoch(self, batch_size, rng):
        order = rng.permutation(self.size)
        for start in range(0, self.size, batch_size):
            idx = order[start:start + batch_size]
            yield self.obs[idx], self.policy[idx], self.value[idx]
