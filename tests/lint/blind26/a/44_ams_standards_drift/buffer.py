import numpy as np


class StandardsBuffer:
    def __init__(self, size=16):
        self.values = np.zeros(size, np.float32)
        self.filled = np.zeros(size, np.float32)
        self.pos = 0

    def push(self, v):
        self.values[self.pos] = v
        self.filled[self.pos] = 1.0
        self.pos = (self.pos + 1) % len(self.values)

    def arrays(self):
        return self.values.copy(), self.filled.copy()
