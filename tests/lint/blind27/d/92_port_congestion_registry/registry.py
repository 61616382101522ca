import numpy as np

CAPACITY = 32


class PortRegistry:
    def __init__(self):
        self.index = {}

    def lookup(self, names):
        for n in names:
            if n not in self.index:
                if len(self.index) >= CAPACITY:
                    raise ValueError("port table full")
                self.index[n] = len(self.index)
        return np.array([self.index[n] for n in names], np.int32)
