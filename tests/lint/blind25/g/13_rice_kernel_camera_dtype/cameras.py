import numpy as np


class LineCamera:
    def __init__(self, name, bits, seed):
        self.name = name
        self.bits = bits
        self.rng = np.random.default_rng(seed)

    def grab(self, n=16, h=24, w=24):
        top = 2 ** self.bits - 1
        dtype = np.uint8 if self.bits <= 8 else np.uint16
        return self.rng.integers(0, top, size=(n, h, w), endpoint=True).astype(dtype)


CAMERAS = [LineCamera("sorter-A", 8, 0), LineCamera("sorter-B", 12, 1)]
