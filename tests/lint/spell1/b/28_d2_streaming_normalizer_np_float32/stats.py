import numpy as np


class RunningMoments:
    """Welford running mean/std over a scalar sensor channel."""

    def __init__(self):
        self.count = 0
        self.mean = 0.0
        self.std = 1.0
        self._m2 = 0.0

    def update(self, values):
        for v in np.ravel(values):
            self.count += 1
            delta = v - self.mean
            self.mean = np.float32(self.mean + delta / self.count)
            self._m2 += delta * (v - self.mean)
        if self.count > 1:
            self.std = np.float32(np.sqrt(self._m2 / (self.count - 1)))
