import numpy as np


class BatchLoader:
    """Iterates over one shard of (features, labels) in fixed-size minibatches."""

    def __init__(self, features, labels, batch_size, shuffle=True, seed=0):
        self.features = features
        self.labels = labels
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return (len(self.features) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        order = np.arange(len(self.features))
        if self.shuffle:
            self.rng.shuffle(order)
        for start in range(0, len(order), self.batch_size):
            idx = order[start:start + self.batch_size]
            yield self.features[idx], self.labels[idx]


def load_shards(sizes, dim, seed=0):
    rng = np.random.default_rng(seed)
    shards = []
    for n in sizes:
        x = rng.normal(size=(n, dim)).astype(np.float32)
        w = np.linspace(-1.0, 1.0, dim, dtype=np.float32)
        y = (x @ w > 0).astype(np.float32)
        shards.append((x, y))
    return shards
