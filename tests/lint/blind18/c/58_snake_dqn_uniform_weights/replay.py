import numpy as np


class PrioritizedReplay:
    def __init__(self, capacity, obs_dim, seed=0):
        self.rng = np.random.default_rng(seed)
        self.obs = np.zeros((capacity, obs_dim), np.float32)
        self.next_obs = np.zeros((capacity, obs_dim), np.float32)
        self.action = np.zeros(capacity, np.int32)
        self.reward = np.zeros(capacity, np.float32)
        self.priority = np.ones(capacity, np.float64)
        self.size = 0
        self.capacity = capacity

    def add(self, obs, action, reward, next_obs):
        i = self.size % self.capacity
        self.obs[i], self.action[i], self.reward[i], self.next_obs[i] = obs, action, reward, next_obs
        self.priority[i] = self.priority[:max(self.size, 1)].max()
        self.size += 1

    def sample(self, batch_size, beta):
        n = min(self.size, self.capacity)
        batch = {}
        if beta > 0:
            p = self.priority[:n] / self.priority[:n].sum()
            idx = self.rng.choice(n, batch_size, p=p)
            w = (n * p[idx]) ** (-beta)
            batch["weights"] = (w / w.max()).astype(np.float32)
        else:
            idx = self.rng.integers(0, n, batch_size)
            batch["weights"] = np.ones(batch_size, np.float32)
        batch.update(obs=self.obs[idx], action=self.action[idx],
                     reward=self.reward[idx], next_obs=self.next_obs[idx])
        return idx, batch

    def update_priorities(self, idx, td):
        self.priority[idx] = np.abs(td) + 1e-3
