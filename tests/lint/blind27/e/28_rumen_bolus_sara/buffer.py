import numpy as np


class RingBuffer:
    def __init__(self, size, n_cows):
        self.data = np.full((n_cows, size), np.nan, np.float32)
        self.pos = 0

    def push(self, reading):
        self.data[:, self.pos % self.data.shape[1]] = reading
        self.pos += 1

    def window(self):
        return self.data.copy()
