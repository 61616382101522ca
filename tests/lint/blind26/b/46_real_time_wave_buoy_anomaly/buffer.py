import numpy as np


class RollingBuffer:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = np.zeros(0, np.float32)

    def extend(self, values):
        self.data = np.concatenate([self.data, values])[-self.capacity:]

    def view(self):
        return self.data
