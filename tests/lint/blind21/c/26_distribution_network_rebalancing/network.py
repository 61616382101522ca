import numpy as np

SITES = ("north", "south", "east", "west")


class DistributionNetwork:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.stock = np.zeros(len(SITES), np.float32)
        self.is_open = np.zeros(len(SITES), np.float32)
        for name, initial in (("north", 40.0), ("south", 35.0)):
            self.open_warehouse(name, initial)

    def open_warehouse(self, name, initial):
        i = SITES.index(name)
        self.stock[i] = initial
        self.is_open[i] = 1.0

    def demand(self):
        return self.rng.poisson(8, len(SITES)).astype(np.float32) * self.is_open
