import numpy as np


class RollingWindow:
    def __init__(self, size, fill):
        self.values = np.full(size, fill, np.float32)

    def push(self, x):
        self.values = np.roll(self.values, -1)
        self.values[-1] = x
        return self.values
