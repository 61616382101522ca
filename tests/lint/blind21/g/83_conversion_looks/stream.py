import numpy as np


class EventStream:
    """Simulated arrival of conversion events, stored in a preallocated buffer."""

    def __init__(self, capacity, seed=0, per_look=50):
        self.rng = np.random.default_rng(seed)
        self.per_look = per_look
        self.control = np.zeros(capacity, dtype=np.float32)
        self.treatment = np.zeros(capacity, dtype=np.float32)
        self.count = 0

    def next_look(self):
        lo, hi = self.count, self.count + self.per_look
        self.control[lo:hi] = self.rng.binomial(1, 0.10, self.per_look)
        self.treatment[lo:hi] = self.rng.binomial(1, 0.12, self.per_look)
        self.count = hi
        return self.control.copy(), self.treatment.copy(), np.int32(self.count)
