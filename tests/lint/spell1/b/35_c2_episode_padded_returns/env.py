import numpy as np


class CartLine:
    """1-D cart that must stay inside [-1, 1]; the episode ends when it leaves."""

    def __init__(self, seed=0, max_steps=50):
        self.rng = np.random.default_rng(seed)
        self.max_steps = max_steps

    def reset(self):
        self.x, self.v, self.t = 0.0, float(self.rng.normal(0, 0.05)), 0
        return np.array([self.x, self.v], np.float32)

    def step(self, action):
        self.v += 0.02 * (action - 0.5) + float(self.rng.normal(0, 0.03))
        self.x += self.v
        self.t += 1
        done = abs(self.x) > 1.0 or self.t >= self.max_steps
        return np.array([self.x, self.v], np.float32), 1.0, done
