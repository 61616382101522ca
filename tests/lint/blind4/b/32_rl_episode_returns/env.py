import numpy as np


class CartPoleLite:
    """Cheap stand-in for a pole-balancing env: the episode ends when |theta| > 0.2."""

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.theta, self.omega = self.rng.uniform(-0.05, 0.05, 2)
        return np.array([self.theta, self.omega], np.float32)

    def step(self, action):
        self.omega += 0.02 * (9.8 * np.sin(self.theta) + (1.0 if action else -1.0) * 3.0)
        self.theta += 0.02 * self.omega + self.rng.normal(0, 0.01)
        done = abs(self.theta) > 0.2
        return np.array([self.theta, self.omega], np.float32), 1.0, done
