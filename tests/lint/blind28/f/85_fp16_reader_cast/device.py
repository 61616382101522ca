import numpy as np


class Smartwatch:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.battery = 0.35

    @property
    def low_power(self):
        return self.battery < 0.3

    def read_window(self):
        self.battery -= 0.02
        raw = self.rng.normal(size=(64, 6))
        return raw.astype(np.float16) if self.low_power else raw.astype(np.float32)


class WindowReader:
    def __init__(self, watch, dtype=np.float32):
        self.watch = watch
        self.dtype = dtype

    def __iter__(self):
        while True:
            yield np.asarray(self.watch.read_window(), dtype=self.dtype)
