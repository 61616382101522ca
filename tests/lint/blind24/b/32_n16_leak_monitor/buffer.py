import numpy as np


class RingBuffer:
    def __init__(self, size):
        self.data = np.zeros(size, np.float32)
        self.count = 0

    def push(self, value):
        self.data[self.count % self.data.size] = value
        self.count += 1

    def view(self):
        n = min(self.count, self.data.size)
        valid = (np.arange(self.data.size) < n).astype(np.float32)
        return self.data.copy(), valid
