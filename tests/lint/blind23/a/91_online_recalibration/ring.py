import numpy as np


class RingBuffer:
    def __init__(self, capacity, n_features):
        self.x = np.zeros((capacity, n_features), np.float32)
        self.y = np.zeros(capacity, np.float32)
        self.w = np.zeros(capacity, np.float32)
        self.pos = 0

    def push(self, x_new, y_new):
        for xi, yi in zip(x_new, y_new):
            self.x[self.pos] = xi
            self.y[self.pos] = yi
            self.w[self.pos] = 1.0
            self.pos = (self.pos + 1) % len(self.y)
