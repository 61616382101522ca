import math

import numpy as np


class CartPole:
    """Minimal numpy cart-pole (Barto et al. dynamics)."""

    def __init__(self, seed=0, max_steps=60):
        self.rng = np.random.default_rng(seed)
        self.max_steps = max_steps

    def reset(self):
        self.state = self.rng.uniform(-0.05, 0.05, size=4)
        self.t = 0
        return self.state.astype(np.float32)

    def step(self, action):
        x, x_dot, theta, theta_dot = self.state
        force = 10.0 if action == 1 else -10.0
        costh, sinth = math.cos(theta), math.sin(theta)
        temp = (force + 0.05 * theta_dot ** 2 * sinth) / 1.1
        thetaacc = (9.8 * sinth - costh * temp) / (0.5 * (4.0 / 3.0 - 0.1 * costh ** 2 / 1.1))
        xacc = temp - 0.05 * thetaacc * costh / 1.1
        self.state = np.array([x + 0.02 * x_dot, x_dot + 0.02 * xacc,
                               theta + 0.02 * theta_dot, theta_dot + 0.02 * thetaacc])
        self.t += 1
        done = abs(self.state[2]) > 0.21 or abs(self.state[0]) > 2.4 or self.t >= self.max_steps
        return self.state.astype(np.float32), 1.0, done
