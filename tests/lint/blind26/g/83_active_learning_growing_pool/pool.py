import numpy as np


class LabelPool:
    """Clips an annotator has labelled so far (active learning on bird calls)."""

    def __init__(self, X, Y, n_init=40, per_round=20, seed=0):
        self.X, self.Y = X, Y
        self.rng = np.random.default_rng(seed)
        self.labelled = list(self.rng.choice(len(X), n_init, replace=False))
        self.per_round = per_round

    def query(self, scores):
        unl = np.setdiff1d(np.arange(len(self.X)), self.labelled)
        pick = unl[np.argsort(np.abs(scores[unl] - 0.5))[: self.per_round]]
        self.labelled.extend(pick.tolist())

    def data(self):
        idx = np.array(self.labelled)
        return self.X[idx], self.Y[idx]
