import numpy as np


class MixedSourceLoader:
    """Alternates between a float32 cached source and a freshly simulated source."""

    def __init__(self, batch=32, dim=6, seed=0):
        self.rng = np.random.default_rng(seed)
        self.batch, self.dim = batch, dim
        self.cached_x = self.rng.normal(size=(256, dim)).astype(np.float32)
        self.w = self.rng.normal(size=(dim,))

    def _simulated(self):
        return self.rng.normal(size=(self.batch, self.dim))

    def _cached(self):
        idx = self.rng.integers(0, len(self.cached_x), self.batch)
        return self.cached_x[idx]

    def __iter__(self):
        for i in range(8):
            x = self._cached() if i % 2 == 0 else self._simulated()
            yield x, np.tanh(x @ self.w)
