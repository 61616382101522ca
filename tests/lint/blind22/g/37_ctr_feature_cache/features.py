import numpy as np


class FeatureStore:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self._cache = {}

    def _build(self, day):
        user = self.rng.normal(size=(64, 8)).astype(np.float32)
        ad = self.rng.normal(size=(64, 8)).astype(np.float32)
        click = (self.rng.random(64) < 0.05).astype(np.float32)
        return [user, ad, click]

    def get(self, day):
        if day in self._cache:
            return self._cache[day]
        batch = self._build(day)
        self._cache[day] = tuple(batch)
        return batch
