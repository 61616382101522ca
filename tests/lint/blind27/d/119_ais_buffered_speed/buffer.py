import collections

import numpy as np


class MessageBuffer:
    def __init__(self, size):
        self.size = size
        self.q = collections.deque()

    def extend(self, x, y):
        self.q.extend(zip(x, y))

    def ready(self):
        return len(self.q) >= self.size

    def take(self):
        items = [self.q.popleft() for _ in range(self.size)]
        return np.stack([a for a, _ in items]), np.array([b for _, b in items], np.float32)
