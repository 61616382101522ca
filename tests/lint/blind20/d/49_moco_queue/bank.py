import numpy as np


class NegativeQueue:
    def __init__(self, dim, capacity):
        self.capacity = capacity
        self.items = np.zeros((0, dim), dtype=np.float32)

    def push(self, keys):
        self.items = np.concatenate([keys, self.items], axis=0)[: self.capacity]

    def negatives(self):
        return self.items
