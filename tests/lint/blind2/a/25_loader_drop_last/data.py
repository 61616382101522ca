import numpy as np


class ArrayLoader:
    def __init__(self, features, targets, batch_size, shuffle=True, drop_last=True, seed=0):
        self.features = features
        self.targets = targets
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        n = len(self.features)
        return n // self.batch_size if self.drop_last else -(-n // self.batch_size)

    def __iter__(self):
        idx = np.arange(len(self.features))
        if self.shuffle:
            self.rng.shuffle(idx)
        stop = len(self) * self.batch_size
        for start in range(0, stop, self.batch_size):
            sel = idx[start:start + self.batch_size]
            yield self.features[sel], self.targets[sel]


def load_shards(sizes, dim=4, seed=0):
    rng = np.random.default_rng(seed)
    out = []
    for n in sizes:
        x = rng.normal(size=(n, dim)).astype(np.float32)
        out.append((x, (x.sum(axis=1) > 0).astype(np.float32)))
    return out
