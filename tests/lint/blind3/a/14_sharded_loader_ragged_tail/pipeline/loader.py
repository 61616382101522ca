import numpy as np


class ShardedLoader:
    """Iterates over in-memory shards, batching each shard in order."""

    def __init__(self, shards, batch_size, shuffle=True, seed=0):
        self.shards = shards
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return sum(-(-len(x) // self.batch_size) for x, _ in self.shards)

    def __iter__(self):
        for x, y in self.shards:
            order = self.rng.permutation(len(x)) if self.shuffle else np.arange(len(x))
            for start in range(0, len(x), self.batch_size):
                idx = order[start:start + self.batch_size]
                yield x[idx], y[idx]
