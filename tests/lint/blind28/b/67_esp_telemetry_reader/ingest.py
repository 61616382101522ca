import numpy as np


class TelemetryReader:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)
        self.t = 0

    def _raw(self):
        self.t += 1
        if self.t % 4 == 0:
            # edge relays compress to fp16
            return self.rng.normal(size=(10, 12)).astype(np.float16)
        return self.rng.normal(size=(10, 12)).astype(np.float32)

    def __iter__(self):
        return self

    def __next__(self):
        return np.asarray(self._raw(), dtype=np.float32)
