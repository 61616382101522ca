import numpy as np


class DeviceStream:
    def __init__(self, serials, seed=22):
        self.serials = serials
        self.rng = np.random.default_rng(seed)

    def packets(self, n):
        for k in range(n):
            serial = self.serials[k % len(self.serials)]
            yield serial, self.rng.normal(0, 2.0, size=(50, 3)).astype(np.float32)
