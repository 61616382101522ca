import numpy as np


class DistributionNetwork:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.stock = {"north": 40.0, "south": 35.0}

    def open_warehouse(self, name, initial):
        self.stock[name] = initial

    def demand(self):
        return {name: float(self.rng.poisson(8)) for name in self.stock}
