import numpy as np


class ClientStore:
    """On-device records; users may ask for their rows to be forgotten."""

    def __init__(self, n, dim, seed):
        rng = np.random.RandomState(seed)
        self.user_ids = np.arange(n)
        self.x = rng.normal(size=(n, dim)).astype(np.float32)
        self.y = rng.normal(size=(n,)).astype(np.float32)
        self.forgotten = set()

    def forget(self, user_ids):
        self.forgotten.update(user_ids)

    def training_view(self):
        keep = np.array([u not in self.forgotten for u in self.user_ids])
        return self.x[keep], self.y[keep]


DELETION_REQUESTS = {1: [3, 17], 2: [5], 3: [], 4: [8, 9, 21]}
