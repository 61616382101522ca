import numpy as np


class RollingHRV:
    """Last 7 mornings of RMSSD, the usual rolling baseline."""

    def __init__(self, window=7):
        self.buf = np.zeros(window, np.float32)
        self.count = 0

    def add(self, hrv):
        self.buf = np.roll(self.buf, -1)
        self.buf[-1] = hrv
        self.count += 1

    def window(self):
        return self.buf.copy()
