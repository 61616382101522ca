import numpy as np


class LegacyBook:
    def __init__(self, rng, n):
        self._exposure = rng.uniform(0.1, 1.0, n)
        self._claims = rng.poisson(0.1 * self._exposure)

    @property
    def exposure(self):
        return self._exposure.astype(float)

    @property
    def claims(self):
        return self._claims.astype(float)


class ModernBook:
    def __init__(self, rng, n):
        self.exposure = rng.uniform(0.1, 1.0, n).astype(np.float32)
        self.claims = rng.poisson(0.12 * self.exposure).astype(np.float32)
