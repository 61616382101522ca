import numpy as np


class LabelPool:
    def __init__(self, X, y, initial=20, seed=0):
        self.X, self.y = X, y
        rng = np.random.default_rng(seed)
        self.labeled = list(rng.choice(len(X), initial, replace=False))

    def unlabeled(self):
        mask = np.ones(len(self.X), bool)
        mask[self.labeled] = False
        return np.flatnonzero(mask)

    def add(self, idx):
        self.labeled.extend(int(i) for i in idx)

    def training_set(self):
        mask = np.zeros(len(self.X), np.float32)
        mask[self.labeled] = 1.0
        return self.X, self.y, mask
