import numpy as np


class GribLikeReader:
    def __init__(self, n_files=6, shape=(12, 30, 30)):
        self.n_files = n_files
        self.shape = shape

    def _raw(self, i):
        rng = np.random.default_rng(100 + i)
        wind = rng.weibull(2.0, size=self.shape) * 8
        if i % 2:
            return (wind * 100).astype(np.int32), 0.01, 0.0
        return wind.astype(np.float64), 1.0, 0.0

    def __getitem__(self, i):
        raw, scale, offset = self._raw(i)
        return (raw * scale + offset).astype(np.float32)

    def __len__(self):
        return self.n_files
