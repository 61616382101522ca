import numpy as np


class ClassBalancedSampler:
    """Draws the same number of classes, and the same number of examples from each, for every batch."""

    def __init__(self, labels, per_class=2, classes_per_batch=8, seed=0):
        self.labels = labels
        self.per_class = per_class
        self.classes_per_batch = classes_per_batch
        self.rng = np.random.default_rng(seed)
        self.by_class = {c: np.flatnonzero(labels == c) for c in np.unique(labels)}

    def __iter__(self):
        classes = np.array(sorted(self.by_class))
        while True:
            chosen = self.rng.choice(classes, size=self.classes_per_batch, replace=False)
            batch = [self.rng.choice(self.by_class[c], size=self.per_class, replace=True) for c in chosen]
            yield np.concatenate(batch)
