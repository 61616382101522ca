import flax
import numpy as np


class OpponentPool:
    def __init__(self, seed=0):
        self.snapshots = []
        self.rng = np.random.default_rng(seed)

    def add(self, params):
        self.snapshots.append(flax.core.freeze(params))

    def sample(self):
        return self.snapshots[int(self.rng.integers(len(self.snapshots)))]
