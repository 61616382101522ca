import numpy as np


class CartPole:
    """Classic cart-pole dynamics (Barto et al.), explicit Euler, terminates when the pole falls."""

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.g, self.mc, self.mp, self.l, self.dt = 9.8, 1.0, 0.1, 0.5, 0.02

    def reset(self):
        self.s = self.rng.uniform(-0.05, 0.05, 4)
        return self.s.copy()

    def step(self, action):
        x, xd, th, thd = self.s
        f = 10.0 if action == 1 else -10.0
        tmp = (f + self.mp * self.l * thd ** 2 * np.sin(th)) / (self.mc + self.mp)
        thacc = (self.g * np.sin(th) - np.cos(th) * tmp) / (
            self.l * (4 / 3 - self.mp * np.cos(th) ** 2 / (self.mc + self.mp)))
        xacc = tmp - self.mp * self.l * thacc * np.cos(th) / (self.mc + self.mp)
        self.s = np.array([x + self.dt * xd, xd + self.dt * xacc, th + self.dt * thd, thd + self.dt * thacc])
        done = abs(self.s[2]) > 0.21 or abs(self.s[0]) > 2.4
        return self.s.copy(), 1.0, done
