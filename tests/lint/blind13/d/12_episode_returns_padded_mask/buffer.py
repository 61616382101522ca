import numpy as np


class EpisodeBuffer:
    """Collects one episode and hands it out padded to the env's step limit."""

    def __init__(self, max_steps, obs_dim):
        self.max_steps = max_steps
        self.obs_dim = obs_dim
        self.clear()

    def clear(self):
        self.obs, self.actions, self.rewards = [], [], []

    def add(self, o, a, r):
        self.obs.append(o)
        self.actions.append(a)
        self.rewards.append(r)

    def __len__(self):
        return len(self.rewards)

    def padded(self):
        n = len(self.rewards)
        obs = np.zeros((self.max_steps, self.obs_dim), np.float32)
        actions = np.zeros((self.max_steps,), np.int32)
        rewards = np.zeros((self.max_steps,), np.float32)
        mask = np.zeros((self.max_steps,), np.float32)
        obs[:n] = np.stack(self.obs)
        actions[:n] = self.actions
        rewards[:n] = self.rewards
        mask[:n] = 1.0
        return obs, actions, rewards, mask
