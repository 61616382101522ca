import numpy as np


class Catalogue:
    def __init__(self, n=250, d=24, seed=0):
        self.records = np.random.default_rng(seed).normal(size=(n, d)).astype(np.float32)

    def chunks(self, size=64):
        for s in range(0, len(self.records), size):
            yield self.records[s:s + size]
