import numpy as np


class RingBuffer:
    def __init__(self, size):
        self.t = np.zeros(size, np.float32)
        self.mag = np.zeros(size, np.float32)
        self.err = np.full(size, 1e3, np.float32)
        self.n = 0

    def push(self, t, mag, err):
        i = self.n % len(self.t)
        self.t[i], self.mag[i], self.err[i] = t, mag, err
        self.n += 1

    def arrays(self):
        return self.t.copy(), self.mag.copy(), self.err.copy()
