import numpy as np


class Acrobot:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def _obs(self):
        t1, t2, d1, d2 = self.s
        return np.array([np.cos(t1), np.sin(t1), np.cos(t2), np.sin(t2), d1, d2], np.float32)

    def reset(self):
        self.s = self.rng.uniform(-0.1, 0.1, size=4)
        return self._obs()[None, :]

    def step(self, torque):
        t1, t2, d1, d2 = self.s
        d1 = d1 + 0.05 * (torque - 0.5 * np.sin(t1))
        d2 = d2 + 0.05 * (-torque - 0.5 * np.sin(t2))
        self.s = np.array([t1 + 0.05 * d1, t2 + 0.05 * d2, d1, d2])
        return self._obs(), float(-np.cos(t1) - np.cos(t1 + t2)), False
