from typing import NamedTuple

import numpy as np


class Trajectory(NamedTuple):
    obs: np.ndarray
    actions: np.ndarray
    rewards: np.ndarray
    mask: np.ndarray


class EpisodeBuffer:
    """Stores one episode in arrays sized to the env's step limit."""

    def __init__(self, max_steps, obs_dim):
        self.max_steps = max_steps
        self.obs_dim = obs_dim
        self.clear()

    def clear(self):
        self.obs = np.zeros((self.max_steps, self.obs_dim), np.float32)
        self.actions = np.zeros(self.max_steps, np.int32)
        self.rewards = np.zeros(self.max_steps, np.float32)
        self.mask = np.zeros(self.max_steps, np.float32)
        self.t = 0

    def add(self, obs, action, reward):
        self.obs[self.t], self.actions[self.t], self.rewards[self.t] = obs, action, reward
        self.mask[self.t] = 1.0
        self.t += 1

    def __len__(self):
        return self.t

    def trajectory(self):
        return Trajectory(self.obs.copy(), self.actions.copy(), self.rewards.copy(), self.mask.copy())
