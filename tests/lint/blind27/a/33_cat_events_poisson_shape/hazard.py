import numpy as np


class HurricaneCatalogue:
    def __init__(self, seed, annual_rate=4.0):
        self.rng = np.random.default_rng(seed)
        self.rate = annual_rate

    def year(self):
        n = self.rng.poisson(self.rate)
        wind = self.rng.weibull(2.0, n).astype(np.float32) * 45.0
        landfall = self.rng.integers(0, 12, n).astype(np.int32)
        return wind, landfall
