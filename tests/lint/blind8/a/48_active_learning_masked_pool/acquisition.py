import numpy as np


def entropy_query(probs, unlabeled_idx, k):
    p = probs[unlabeled_idx]
    ent = -(p * np.log(p + 1e-9)).sum(-1)
    return unlabeled_idx[np.argsort(-ent)[:k]]


class LabelPool:
    """Labeled subset as a fixed-size boolean mask over the whole dataset."""

    def __init__(self, n_total, initial, seed=0):
        rng = np.random.default_rng(seed)
        self.mask = np.zeros(n_total, dtype=bool)
        self.mask[rng.choice(n_total, size=initial, replace=False)] = True

    @property
    def unlabeled(self):
        return np.flatnonzero(~self.mask)

    def add(self, idx):
        self.mask[idx] = True
