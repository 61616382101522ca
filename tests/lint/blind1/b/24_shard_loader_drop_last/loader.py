import numpy as np


class ShardedLoader:
    """Iterates over a list of in-memory shards, batch by batch."""

    def __init__(self, shards, batch_size, drop_last=False):
        self.shards = shards
        self.batch_size = batch_size
        self.drop_last = drop_last

    def __len__(self):
        if self.drop_last:
            return sum(len(s) // self.batch_size for s in self.shards)
        return sum(-(-len(s) // self.batch_size) for s in self.shards)

    def __iter__(self):
        for shard in self.shards:
            stop = len(shard) - len(shard) % self.batch_size if self.drop_last else len(shard)
            for start in range(0, stop, self.batch_size):
                yield shard[start : start + self.batch_size]


def load_shards(sizes, n_features=8, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.lognormal(size=(n, n_features)).astype(np.float32) for n in sizes]
