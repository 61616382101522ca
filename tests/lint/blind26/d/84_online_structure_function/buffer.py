import numpy as np


class RingBuffer:
    def __init__(self, capacity, dim):
        self.x = np.zeros((capacity, dim), np.float32)
        self.y = np.zeros((capacity,), np.float32)
        self.w = np.zeros((capacity,), np.float32)
        self.ptr = 0

    def add(self, x, y):
        for xi, yi in zip(x, y):
            i = self.ptr % len(self.x)
            self.x[i], self.y[i], self.w[i] = xi, yi, 1.0
            self.ptr += 1
