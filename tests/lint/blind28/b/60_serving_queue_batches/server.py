import numpy as np


class RequestQueue:
    """Simulated inference queue: a variable number of lobbies arrive each tick."""

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def drain(self):
        n = int(self.rng.poisson(6)) + 1
        return self.rng.normal(size=(n, 10, 7)).astype(np.float32)
