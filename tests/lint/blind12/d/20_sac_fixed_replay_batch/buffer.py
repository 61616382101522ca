import numpy as np


class Replay:
    def __init__(self, capacity, obs_dim, act_dim, seed=0):
        self.data = {
            "obs": np.zeros((capacity, obs_dim), np.float32),
            "act": np.zeros((capacity, act_dim), np.float32),
            "rew": np.zeros((capacity,), np.float32),
            "next_obs": np.zeros((capacity, obs_dim), np.float32),
        }
        self.capacity, self.size, self.ptr = capacity, 0, 0
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return self.size

    def extend(self, **batch):
        n = len(batch["rew"])
        idx = (self.ptr + np.arange(n)) % self.capacity
        for k, v in batch.items():
            self.data[k][idx] = v
        self.ptr = (self.ptr + n) % self.capacity
        self.size = min(self.size + n, self.capacity)

    def sample(self, batch_size):
        idx = self.rng.choice(self.size, size=batch_size, replace=False)
        return {k: v[idx] for k, v in self.data.items()}
