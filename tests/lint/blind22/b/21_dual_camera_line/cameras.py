import numpy as np


class MonoCamera:
    name = "mono-8bit"

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def grab(self, n=4):
        return self.rng.integers(0, 256, size=(n, 20, 20, 1), dtype=np.uint8)


class CalibratedCamera:
    name = "calibrated"

    def __init__(self, seed, gain=1.02, offset=3.0):
        self.rng = np.random.default_rng(seed)
        self.gain = gain
        self.offset = offset

    def grab(self, n=4):
        raw = self.rng.integers(0, 256, size=(n, 20, 20, 1), dtype=np.uint8)
        return raw * self.gain - self.offset
