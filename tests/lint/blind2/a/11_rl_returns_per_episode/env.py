import numpy as np


class RandomWalkEnv:
    """1-D walk; episode ends when the agent leaves [-size, size]."""

    def __init__(self, size=3, seed=0):
        self.size = size
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.pos = 0
        return np.array([self.pos], dtype=np.float32)

    def step(self, action):
        self.pos += 1 if action == 1 else -1
        if self.rng.random() < 0.3:
            self.pos += self.rng.choice([-1, 1])
        done = abs(self.pos) > self.size
        reward = 1.0 if self.pos > self.size else 0.0
        return np.array([self.pos], dtype=np.float32), reward, done
