import numpy as np


class ClientRegistry:
    """Tracks the latest accuracy reported by every client, in a preallocated table."""

    def __init__(self, capacity):
        self.acc = np.zeros((capacity,), np.float32)
        self.seen = np.zeros((capacity,), bool)

    def report(self, cid, acc):
        self.acc[cid] = acc
        self.seen[cid] = True

    def table(self):
        return self.acc.copy(), self.seen.copy()
