import numpy as np


class ArrayLoader:
    def __init__(self, features, targets, batch_size, shuffle=True, seed=0):
        self.features = features
        self.targets = targets
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return (len(self.features) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        idx = np.arange(len(self.features))
        if self.shuffle:
            self.rng.shuffle(idx)
        for start in range(0, len(idx), self.batch_size):
            sel = idx[start:start + self.batch_size]
            yield self.features[sel], self.targets[sel]


def load_shards(sizes, dim=4, seed=0):
    rng = np.random.default_rng(seed)
    shards = []
    for n in sizes:
        x = rng.normal(size=(n, dim)).astype(np.float32)
        y = (x.sum(axis=1) > 0).astype(np.float32)
        shards.append((x, y))
    return shards
