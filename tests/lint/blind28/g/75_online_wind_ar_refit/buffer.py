import numpy as np


class RingBuffer:
    def __init__(self, size):
        self.data = np.zeros(size, dtype=np.float32)
        self.count = 0

    def push(self, x):
        self.data = np.roll(self.data, -1)
        self.data[-1] = x
        self.count += 1

    def window(self):
        return self.data.copy()
