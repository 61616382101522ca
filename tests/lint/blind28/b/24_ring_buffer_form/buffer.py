import numpy as np


class RecentMatches:
    def __init__(self, capacity=16):
        self.values = np.zeros(capacity, np.float32)
        self.valid = np.zeros(capacity, np.float32)
        self.head = 0

    def push(self, score):
        self.values[self.head] = score
        self.valid[self.head] = 1.0
        self.head = (self.head + 1) % len(self.values)

    def ordered(self):
        idx = (np.arange(len(self.values)) + self.head) % len(self.values)
        return self.values[idx], self.valid[idx]
