import numpy as np


class StationRegistry:
    def __init__(self, codes):
        self.codes = list(codes)
        self.index = {c: i for i, c in enumerate(self.codes)}

    @property
    def size(self):
        return len(self.codes)

    def encode(self, codes):
        return np.array([self.index[c] for c in codes], np.int32)


REGISTRY = StationRegistry([f"BK{i:03d}" for i in range(64)])
