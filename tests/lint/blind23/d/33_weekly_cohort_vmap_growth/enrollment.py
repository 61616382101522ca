import numpy as np


class Roster:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.abilities = []

    def enroll(self, n):
        self.abilities.extend(self.rng.normal(0, 1, n).tolist())

    def ability_array(self):
        return np.asarray(self.abilities, np.float32)
