import numpy as np


class RingBuffer:
    def __init__(self, capacity, dim):
        self.x = np.zeros((capacity, dim), np.float32)
        self.y = np.zeros(capacity, np.float32)
        self.valid = np.zeros(capacity, np.float32)
        self.pos = 0
        self.capacity = capacity

    def extend(self, x, y):
        for xi, yi in zip(x, y):
            self.x[self.pos], self.y[self.pos], self.valid[self.pos] = xi, yi, 1.0
            self.pos = (self.pos + 1) % self.capacity
