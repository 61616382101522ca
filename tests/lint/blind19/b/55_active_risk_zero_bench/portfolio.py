import numpy as np


class Mandate:
    def __init__(self, name, n_assets, benchmark=None):
        self.name = name
        self.n_assets = n_assets
        self.benchmark = benchmark

    def benchmark_weights(self):
        if self.benchmark is None:
            return np.zeros(self.n_assets, dtype=np.float32)
        return np.asarray(self.benchmark, dtype=np.float32)


MANDATES = [
    Mandate("abs_return", 4),
    Mandate("core_equity", 4, benchmark=[0.4, 0.3, 0.2, 0.1]),
    Mandate("low_vol", 4, benchmark=[0.25, 0.25, 0.25, 0.25]),
]
