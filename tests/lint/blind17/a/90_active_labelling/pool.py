import numpy as np


class LabelPool:
    def __init__(self, x, y, initial=20, seed=0):
        self.x, self.y = x, y
        rng = np.random.default_rng(seed)
        self.labelled = list(rng.choice(len(x), size=initial, replace=False))

    def training_set(self):
        idx = np.array(self.labelled)
        return self.x[idx], self.y[idx]

    def acquire(self, scores, k=10):
        candidates = np.setdiff1d(np.arange(len(self.x)), self.labelled)
        best = candidates[np.argsort(-scores[candidates])[:k]]
        self.labelled.extend(best.tolist())
