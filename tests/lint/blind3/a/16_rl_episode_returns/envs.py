import numpy as np


class NoisyPendulum:
    """Tiny balancing task: the episode ends when |theta| exceeds the limit."""

    def __init__(self, seed, limit=1.0, max_steps=40):
        self.rng = np.random.default_rng(seed)
        self.limit = limit
        self.max_steps = max_steps

    def reset(self):
        self.theta = self.rng.uniform(-0.2, 0.2)
        self.omega = 0.0
        self.t = 0
        return np.array([self.theta, self.omega], np.float32)

    def step(self, torque):
        self.omega += 0.1 * (np.sin(self.theta) + 0.3 * torque) + 0.05 * self.rng.normal()
        self.theta += 0.1 * self.omega
        self.t += 1
        done = abs(self.theta) > self.limit or self.t >= self.max_steps
        return np.array([self.theta, self.omega], np.float32), 1.0, done
