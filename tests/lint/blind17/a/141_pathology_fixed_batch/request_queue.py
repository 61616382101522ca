import numpy as np


class RequestQueue:
    def __init__(self, rng):
        self.rng = rng

    def drain(self):
        n = int(self.rng.integers(1, 8))
        return [self.rng.random((16, 16, 3), dtype=np.float32) for _ in range(n)]
