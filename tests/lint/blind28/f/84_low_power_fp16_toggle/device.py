import numpy as np


class Smartwatch:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.battery = 0.35

    @property
    def low_power(self):
        return self.battery < 0.3

    def read_window(self):
        self.battery -= 0.02
        raw = self.rng.normal(size=(64, 6))
        return raw.astype(np.float16) if self.low_power else raw.astype(np.float32)
