import numpy as np


class CorridorEnv:
    """Agent walks along a 1-D corridor; episode ends at either wall or after max_steps."""

    def __init__(self, length=10, max_steps=40, seed=0):
        self.length = length
        self.max_steps = max_steps
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.pos = self.length // 2
        self.t = 0
        return self._obs()

    def _obs(self):
        return np.array([self.pos / self.length, self.t / self.max_steps], dtype=np.float32)

    def step(self, action):
        self.pos += 1 if action == 1 else -1
        if self.rng.uniform() < 0.2:
            self.pos += self.rng.choice([-1, 1])
        self.t += 1
        done = self.pos <= 0 or self.pos >= self.length or self.t >= self.max_steps
        reward = 1.0 if self.pos >= self.length else 0.0
        return self._obs(), reward, done
