import numpy as np


class OrderHistoryLoader:
    def __init__(self, features, targets, batch_size, seed=0):
        self.features = features
        self.targets = targets
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return -(-len(self.features) // self.batch_size)

    def __iter__(self):
        order = self.rng.permutation(len(self.features))
        for start in range(0, len(order), self.batch_size):
            idx = order[start:start + self.batch_size]
            yield self.features[idx], self.targets[idx]
