import numpy as np


class EpisodeBatch:
    """Stack variable-length episodes into fixed [n, horizon] arrays plus a mask."""

    def __init__(self, horizon):
        self.horizon = horizon
        self.rewards, self.masks = [], []

    def add(self, rewards):
        r = np.zeros(self.horizon, np.float32)
        m = np.zeros(self.horizon, np.float32)
        n = min(len(rewards), self.horizon)
        r[:n], m[:n] = rewards[:n], 1.0
        self.rewards.append(r)
        self.masks.append(m)

    def arrays(self):
        return np.stack(self.rewards), np.stack(self.masks)
