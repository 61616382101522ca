import numpy as np


class RingBuffer:
    def __init__(self, capacity, dim):
        self.x = np.zeros((capacity, dim), np.float32)
        self.y = np.zeros(capacity, np.float32)
        self.w = np.zeros(capacity, np.float32)
        self.ptr = 0

    def add(self, x, y):
        for xi, yi in zip(x, y):
            self.x[self.ptr], self.y[self.ptr], self.w[self.ptr] = xi, yi, 1.0
            self.ptr = (self.ptr + 1) % len(self.y)
