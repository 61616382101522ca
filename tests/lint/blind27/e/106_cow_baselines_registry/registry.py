import numpy as np

CAPACITY = 16


class HerdRegistry:
    def __init__(self):
        self.index = {}

    def slot(self, tag):
        if tag not in self.index:
            self.index[tag] = len(self.index)
        return self.index[tag]

    def to_arrays(self, yields):
        y = np.zeros(CAPACITY, np.float32)
        present = np.zeros(CAPACITY, np.float32)
        for tag, v in yields.items():
            i = self.slot(tag)
            y[i], present[i] = v, 1.0
        return y, present
