import numpy as np


class ExposureLoader:
    """Reads exposures from two cameras; the older camera writes int16 frames."""

    def __init__(self, n=6, shape=(64, 64), seed=0):
        self.n, self.shape = n, shape
        self.rng = np.random.default_rng(seed)

    def _read(self, i):
        base = self.rng.normal(1000, 30, self.shape)
        if i % 3 == 0:
            return "cam-old", base.astype(np.int16), 1.6
        return "cam-new", base.astype(np.float32), 1.0

    def __iter__(self):
        for i in range(self.n):
            cam, data, gain = self._read(i)
            yield cam, np.asarray(data, dtype=np.float32), np.float32(gain)
