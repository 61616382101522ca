import numpy as np


class RingBuffer:
    def __init__(self, capacity, channels):
        self.data = np.zeros((capacity, channels), np.float32)
        self.filled = 0
        self.pos = 0

    def push(self, block):
        n = len(block)
        idx = (self.pos + np.arange(n)) % len(self.data)
        self.data[idx] = block
        self.pos = (self.pos + n) % len(self.data)
        self.filled = min(self.filled + n, len(self.data))

    def ordered(self):
        return np.roll(self.data, -self.pos, axis=0)
