import numpy as np


def entropy_query(probs, unlabeled_idx, k):
    p = probs[unlabeled_idx]
    ent = -(p * np.log(p + 1e-9)).sum(-1)
    return unlabeled_idx[np.argsort(-ent)[:k]]


class LabelPool:
    def __init__(self, n_total, initial, seed=0):
        rng = np.random.default_rng(seed)
        self.labeled = rng.choice(n_total, size=initial, replace=False)
        self.n_total = n_total

    @property
    def unlabeled(self):
        return np.setdiff1d(np.arange(self.n_total), self.labeled)

    def add(self, idx):
        self.labeled = np.concatenate([self.labeled, idx])
