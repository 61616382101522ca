import numpy as np


class BernoulliBandit:
    def __init__(self, probs, seed=0):
        self.probs = np.asarray(probs, dtype=np.float32)
        self.rng = np.random.default_rng(seed)

    @property
    def num_arms(self):
        return len(self.probs)

    def pull(self, arm):
        return float(self.rng.random() < self.probs[arm])
