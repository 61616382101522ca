import numpy as np


class PairLoader:
    """Yields (user, positive item, sampled negatives) triples in shuffled batches."""

    def __init__(self, interactions, n_items, batch_size, n_neg=4, seed=0):
        self.users, self.items = interactions
        self.n_items = n_items
        self.batch_size = batch_size
        self.n_neg = n_neg
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return -(-len(self.users) // self.batch_size)

    def __iter__(self):
        perm = self.rng.permutation(len(self.users))
        for i in range(len(self)):
            idx = perm[i * self.batch_size:(i + 1) * self.batch_size]
            negs = self.rng.integers(0, self.n_items, size=(len(idx), self.n_neg))
            yield self.users[idx], self.items[idx], negs.astype(np.int32)
