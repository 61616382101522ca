import numpy as np


class DecisionBuffer:
    """Keeps the most recent moderator decisions."""

    def __init__(self, capacity=96, n_classes=3):
        self.logits = np.zeros((capacity, n_classes), np.float32)
        self.labels = np.zeros((capacity,), np.int32)
        self.valid = np.zeros((capacity,), np.float32)
        self.capacity = capacity
        self.pos = 0

    def extend(self, logits, labels):
        for lg, lb in zip(logits, labels):
            self.logits[self.pos] = lg
            self.labels[self.pos] = lb
            self.valid[self.pos] = 1.0
            self.pos = (self.pos + 1) % self.capacity

    def arrays(self):
        return self.logits, self.labels, self.valid
