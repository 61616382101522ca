import numpy as np


class PriceStream:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.t = 0

    def next_price(self):
        self.t += 1
        return np.float32(40 + 15 * np.sin(2 * np.pi * self.t / 24) + 3 * self.rng.standard_normal())
