import numpy as np

MAX_EVENTS = 16


class QuakeCatalogue:
    def __init__(self, seed, rate=2.5):
        self.rng = np.random.default_rng(seed)
        self.rate = rate

    def __iter__(self):
        return self

    def __next__(self):
        n = min(self.rng.poisson(self.rate), MAX_EVENTS)
        mag = np.zeros(MAX_EVENTS, np.float32)
        active = np.zeros(MAX_EVENTS, bool)
        mag[:n] = 5.0 + self.rng.exponential(0.6, n)
        active[:n] = True
        return mag, active
