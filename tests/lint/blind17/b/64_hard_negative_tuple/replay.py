import collections

import numpy as np


class HardNegativeReplay:
    def __init__(self, capacity=8):
        self.buffer = collections.deque(maxlen=capacity)

    def add(self, users, pos, neg):
        self.buffer.append((users, pos, neg))

    def sample(self, rng):
        return self.buffer[rng.integers(len(self.buffer))]


def fresh_batches(rng, num_users, num_items, batch=32):
    while True:
        users = rng.integers(0, num_users, batch).astype(np.int32)
        pos = ((users * 7) % num_items).astype(np.int32)
        neg = rng.integers(0, num_items, batch).astype(np.int32)
        yield users, pos, neg
