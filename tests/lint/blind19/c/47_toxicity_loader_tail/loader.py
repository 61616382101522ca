import numpy as np


class DataLoader:
    def __init__(self, ids, labels, batch_size, shuffle=True, seed=0):
        self.ids, self.labels = ids, labels
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return -(-len(self.ids) // self.batch_size)

    def __iter__(self):
        order = self.rng.permutation(len(self.ids)) if self.shuffle else np.arange(len(self.ids))
        for start in range(0, len(order), self.batch_size):
            idx = order[start:start + self.batch_size]
            yield self.ids[idx], self.labels[idx]
