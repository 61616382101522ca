import numpy as np


class PeriapicalLoader:
    def __init__(self, n, seed=0):
        self.n = n
        self.seed = seed

    def _read(self, i):
        rng = np.random.default_rng(self.seed + i)
        if i % 2 == 0:
            return rng.integers(0, 4096, size=(40, 30), dtype=np.uint16), 4095.0
        return rng.integers(0, 256, size=(40, 30), dtype=np.uint8), 255.0

    def __iter__(self):
        for i in range(self.n):
            img, vmax = self._read(i)
            yield np.asarray(img, dtype=np.float32) / vmax, int(i % 3 == 0)
