import numpy as np


class CorridorEnv:
    """Agent walks a 1-D corridor; the episode ends at the goal or after max_steps."""

    def __init__(self, length=6, max_steps=20, seed=0):
        self.length = length
        self.max_steps = max_steps
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.pos, self.t = 0, 0
        return self._obs()

    def _obs(self):
        o = np.zeros(self.length, np.float32)
        o[self.pos] = 1.0
        return o

    def step(self, action):
        self.t += 1
        self.pos = int(np.clip(self.pos + (1 if action == 1 else -1), 0, self.length - 1))
        done = self.pos == self.length - 1 or self.t >= self.max_steps
        reward = 1.0 if self.pos == self.length - 1 else -0.05
        return self._obs(), reward, done
