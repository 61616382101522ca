import numpy as np


class SnowStation:
    def __init__(self, name, seed):
        self.name = name
        rng = np.random.default_rng(seed)
        days = np.arange(150)
        self.temp = (-8 + 16 * days / 150 + rng.normal(0, 3, 150)).astype(np.float32)
        self.precip = rng.gamma(0.6, 4.0, 150).astype(np.float32)
        self.swe = 0.0

    def feed(self):
        for p, t in zip(self.precip, self.temp):
            yield p, t
