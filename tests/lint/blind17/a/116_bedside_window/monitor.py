import numpy as np


class BedsideStream:
    def __init__(self, rng, n_signals=4, window=24):
        self.rng = rng
        self.buffer = np.zeros((window, n_signals), np.float32)
        self.valid = np.zeros(window, np.float32)

    def next_hour(self):
        reading = self.rng.normal(size=self.buffer.shape[1]).astype(np.float32)
        self.buffer = np.roll(self.buffer, -1, axis=0)
        self.valid = np.roll(self.valid, -1)
        self.buffer[-1] = reading
        self.valid[-1] = 1.0
        return self.buffer.copy(), self.valid.copy()
