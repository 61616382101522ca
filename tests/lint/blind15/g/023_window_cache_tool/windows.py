import numpy as np


class WindowStore:
    """Builds (window, mask) training pairs per sensor and remembers them for later epochs."""

    def __init__(self, series_by_sensor, window=32, missing_rate=0.05, seed=0):
        self.series = series_by_sensor
        self.window = window
        self.rng = np.random.default_rng(seed)
        self.missing_rate = missing_rate
        self._cache = {}

    def _build(self, sensor):
        s = self.series[sensor]
        n = len(s) // self.window
        x = s[: n * self.window].reshape(n, self.window).astype(np.float32)
        mask = (self.rng.random(x.shape) > self.missing_rate).astype(np.float32)
        return [x, mask]

    def get(self, sensor):
        if sensor in self._cache:
            return self._cache[sensor]
        pair = self._build(sensor)
        self._cache[sensor] = tuple(pair)
        return pair
