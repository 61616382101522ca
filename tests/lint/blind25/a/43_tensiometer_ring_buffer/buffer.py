import numpy as np


class ReadingWindow:
    def __init__(self, capacity, n_sensors):
        self.values = np.zeros((capacity, n_sensors), np.float32)
        self.valid = np.zeros(capacity, np.float32)
        self.pos = 0

    def push(self, reading):
        self.values[self.pos] = reading
        self.valid[self.pos] = 1.0
        self.pos = (self.pos + 1) % len(self.valid)

    def arrays(self):
        return self.values.copy(), self.valid.copy()
