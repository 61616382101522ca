import numpy as np


class PointMass:
    """1-D point mass that must stay inside [-1, 1]."""

    def __init__(self, seed=0, max_steps=40):
        self.rng = np.random.default_rng(seed)
        self.max_steps = max_steps

    def reset(self):
        self.pos = self.rng.uniform(-0.5, 0.5)
        self.vel = 0.0
        self.t = 0
        return np.array([self.pos, self.vel], np.float32)

    def step(self, force):
        self.vel += 0.1 * force + self.rng.normal(scale=0.3)
        self.pos += 0.1 * self.vel
        self.t += 1
        done = abs(self.pos) > 1.0 or self.t >= self.max_steps
        reward = 1.0 - abs(self.pos)
        return np.array([self.pos, self.vel], np.float32), reward, done
