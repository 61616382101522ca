import numpy as np


class RingBuffer:
    def __init__(self, size):
        self.data = np.zeros(size, np.float32)

    def push(self, samples):
        n = len(samples)
        self.data = np.roll(self.data, -n)
        self.data[-n:] = samples
        return self.data
