import numpy as np


class RingBuffer:
    def __init__(self, capacity, n_feats):
        self.x = np.zeros((capacity, n_feats), np.float32)
        self.y = np.zeros((capacity,), np.float32)
        self.valid = np.zeros((capacity,), np.float32)
        self.ptr = 0
        self.capacity = capacity

    def push(self, xs, ys):
        for x, y in zip(xs, ys):
            self.x[self.ptr], self.y[self.ptr], self.valid[self.ptr] = x, y, 1.0
            self.ptr = (self.ptr + 1) % self.capacity
