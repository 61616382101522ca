import numpy as np


class PressureStream:
    def __init__(self, window=12, seed=0):
        self.buf = np.full(window, np.nan, np.float32)
        self.rng = np.random.default_rng(seed)
        self.t = 0

    def next(self):
        self.t += 1
        hunting = 0.15 * np.sin(self.t * 1.3) if self.t > 20 else 0.0
        self.buf = np.roll(self.buf, -1)
        self.buf[-1] = 1.0 + hunting + self.rng.normal(0, 0.02)
        return self.buf.copy()
