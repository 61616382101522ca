import numpy as np


class DropEdge:
    def __init__(self, p=0.2, seed=0):
        self.p = p
        self.rng = np.random.default_rng(seed)

    def __call__(self, senders, receivers):
        keep = self.rng.random(senders.shape[0]) >= self.p
        return senders[keep], receivers[keep]
