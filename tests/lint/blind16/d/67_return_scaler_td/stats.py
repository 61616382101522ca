import numpy as np


class ReturnScaler:
    """Scale rewards by the running std of discounted returns."""

    def __init__(self, gamma=0.99, window=256):
        self.gamma = gamma
        self.window = window
        self.history = []
        self.ret = 0.0

    def observe(self, reward):
        self.ret = self.gamma * self.ret + reward
        self.history = (self.history + [self.ret])[-self.window:]

    @property
    def scale(self):
        if len(self.history) < 2:
            return 1.0
        return np.std(self.history) + 1e-8
