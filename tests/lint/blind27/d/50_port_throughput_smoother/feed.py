import numpy as np


class GateFeed:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.day = 0

    def next_day(self):
        self.day += 1
        weekly = 1.0 + 0.2 * np.sin(2 * np.pi * self.day / 7)
        return float(self.rng.normal(12000 * weekly, 600))
