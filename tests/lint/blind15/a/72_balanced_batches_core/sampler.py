import numpy as np


class ClassBalancedSampler:
    """Draws up to `per_class` examples of every class present in a random pool."""

    def __init__(self, labels, per_class=2, pool_size=24, seed=0):
        self.labels = labels
        self.per_class = per_class
        self.pool_size = pool_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        while True:
            pool = self.rng.choice(len(self.labels), size=self.pool_size, replace=False)
            batch = []
            for c in np.unique(self.labels[pool]):
                members = pool[self.labels[pool] == c]
                batch.extend(members[: self.per_class])
            yield np.asarray(batch)
