import numpy as np


class BalanceEnv:
    """Cart-pole-ish toy: keep the angle near zero by pushing left or right."""

    def __init__(self, max_steps=8, seed=0):
        self.max_steps = max_steps
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.t = 0
        self.state = self.rng.uniform(-0.05, 0.05, size=4).astype(np.float32)
        return self.state.copy()

    def step(self, action):
        x, x_dot, theta, theta_dot = self.state
        force = 1.0 if action == 1 else -1.0
        theta_dot = theta_dot + 0.05 * (9.8 * np.sin(theta) - force * np.cos(theta))
        theta = theta + 0.02 * theta_dot
        x_dot = x_dot + 0.02 * force
        x = x + 0.02 * x_dot
        self.state = np.array([x, x_dot, theta, theta_dot], dtype=np.float32)
        self.t += 1
        done = abs(theta) > 0.2 or self.t >= self.max_steps
        return self.state.copy(), 1.0, done
