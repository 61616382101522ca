import numpy as np


class ClaimsYear:
    def __init__(self, rng, year, n=3000):
        self.year = year
        self.amounts = rng.lognormal(10.5, 1.4, n).astype(np.float32)

    def large_mask(self, threshold):
        return self.amounts > threshold
