import numpy as np


class NegativeQueue:
    def __init__(self, dim, capacity):
        self.capacity = capacity
        self.items = np.zeros((capacity, dim), dtype=np.float32)
        self.valid = np.zeros((capacity,), dtype=bool)
        self.ptr = 0

    def push(self, keys):
        n = keys.shape[0]
        idx = (self.ptr + np.arange(n)) % self.capacity
        self.items[idx] = keys
        self.valid[idx] = True
        self.ptr = (self.ptr + n) % self.capacity

    def negatives(self):
        return self.items.copy(), self.valid.copy()
