import numpy as np


class RingBuffer:
    def __init__(self, capacity):
        self.c = np.zeros(capacity, np.float32)
        self.d = np.zeros(capacity, np.float32)
        self.w = np.zeros(capacity, np.float32)
        self.i = 0

    def push(self, cyc, delta):
        k = self.i % len(self.c)
        self.c[k], self.d[k], self.w[k] = cyc, delta, 1.0
        self.i += 1

    def __len__(self):
        return int(self.w.sum())
