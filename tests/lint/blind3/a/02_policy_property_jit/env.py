import numpy as np


class GridWalk:
    """1-D walk: reach position +5 to win, -5 to lose."""

    n_actions = 2
    obs_dim = 3

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.pos = 0

    def reset(self):
        self.pos = 0
        return self._obs()

    def _obs(self):
        return np.array([self.pos / 5.0, float(self.pos > 0), float(self.pos < 0)], np.float32)

    def step(self, action):
        self.pos += 1 if action == 1 else -1
        if self.rng.random() < 0.1:
            self.pos += self.rng.choice([-1, 1])
        done = abs(self.pos) >= 5
        reward = 1.0 if self.pos >= 5 else 0.0
        return self._obs(), reward, done
