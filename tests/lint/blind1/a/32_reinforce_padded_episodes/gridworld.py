import numpy as np


class Corridor:
    """1-D corridor: start in the middle, reach the right end for +1; left end gives 0."""

    def __init__(self, length=7, max_steps=20, seed=0):
        self.length = length
        self.max_steps = max_steps
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.pos = self.length // 2
        self.t = 0
        return self._obs()

    def _obs(self):
        obs = np.zeros(self.length, dtype=np.float32)
        obs[self.pos] = 1.0
        return obs

    def step(self, action):
        self.pos += 1 if action == 1 else -1
        self.t += 1
        reached = self.pos >= self.length - 1
        done = reached or self.pos <= 0 or self.t >= self.max_steps
        return self._obs(), float(reached), done
