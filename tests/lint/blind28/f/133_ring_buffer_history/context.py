import numpy as np


class SigningContext:
    def __init__(self, capacity=24, dim=63):
        self.buffer = np.zeros((capacity, dim), np.float32)
        self.valid = np.zeros(capacity, bool)

    def append(self, chunk):
        n = chunk.shape[0]
        self.buffer = np.roll(self.buffer, -n, axis=0)
        self.valid = np.roll(self.valid, -n)
        self.buffer[-n:] = chunk
        self.valid[-n:] = True
        return self.buffer, self.valid
