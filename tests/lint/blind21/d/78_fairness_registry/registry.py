import numpy as np


class ClientRegistry:
    """Tracks the latest accuracy reported by every client seen so far."""

    def __init__(self):
        self.latest = {}

    def report(self, cid, acc):
        self.latest[cid] = acc

    def accuracies(self):
        return np.array([self.latest[c] for c in sorted(self.latest)], np.float32)
