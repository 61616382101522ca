import numpy as np


class DwellLoader:
    def __init__(self, features, targets, batch_size, seed=0):
        self.features = features
        self.targets = targets
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return len(self.features) // self.batch_size

    def __iter__(self):
        order = self.rng.permutation(len(self.features))
        for i in range(len(self)):
            sel = order[i * self.batch_size:(i + 1) * self.batch_size]
            yield self.features[sel], self.targets[sel]
