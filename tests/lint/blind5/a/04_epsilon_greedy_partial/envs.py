import numpy as np


class GridWorld:
    """Tiny gym-like grid world: reach the right edge."""

    def __init__(self, size=6, max_steps=12, seed=0):
        self.size = size
        self.max_steps = max_steps
        self.rng = np.random.default_rng(seed)
        self.observation_dim = 2
        self.n_actions = 4

    def reset(self):
        self.pos = np.array([0, self.rng.integers(0, self.size)])
        self.t = 0
        return self._obs()

    def _obs(self):
        return self.pos.astype(np.float32) / self.size

    def step(self, action):
        moves = np.array([[1, 0], [-1, 0], [0, 1], [0, -1]])
        self.pos = np.clip(self.pos + moves[action], 0, self.size - 1)
        self.t += 1
        done = self.pos[0] == self.size - 1 or self.t >= self.max_steps
        reward = 1.0 if self.pos[0] == self.size - 1 else -0.01
        return self._obs(), reward, done, {}
