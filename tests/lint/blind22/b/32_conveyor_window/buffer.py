import numpy as np


class ReadingHistory:
    def __init__(self, n_sensors, capacity=16):
        self.data = np.zeros((capacity, n_sensors), dtype=np.float32)
        self.count = 0

    def append(self, reading):
        self.data = np.roll(self.data, -1, axis=0)
        self.data[-1] = reading
        self.count = min(self.count + 1, len(self.data))

    @property
    def recent(self):
        valid = np.arange(len(self.data)) >= len(self.data) - self.count
        return self.data, valid.astype(np.float32)
