import numpy as np


class ShardedLoader:
    """Streams (features, targets) batches shard by shard, like reading one file at a time."""

    def __init__(self, shards, batch_size, shuffle=True, drop_last=False, seed=0):
        self.shards = shards
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        if self.drop_last:
            return sum(len(x) // self.batch_size for x, _ in self.shards)
        return sum(-(-len(x) // self.batch_size) for x, _ in self.shards)

    def __iter__(self):
        for x, y in self.shards:
            order = self.rng.permutation(len(x)) if self.shuffle else np.arange(len(x))
            stop = len(x) - len(x) % self.batch_size if self.drop_last else len(x)
            for start in range(0, stop, self.batch_size):
                idx = order[start:start + self.batch_size]
                yield x[idx], y[idx]
