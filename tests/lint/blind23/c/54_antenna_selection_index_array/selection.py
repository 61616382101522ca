import numpy as np


class AntennaSelector:
    def __init__(self, k):
        self.k = k

    def __call__(self, h):
        power = np.sum(np.abs(h) ** 2, axis=1)
        return np.sort(np.argsort(power)[-self.k:]).astype(np.int32)
