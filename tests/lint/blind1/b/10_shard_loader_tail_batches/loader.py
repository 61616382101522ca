import numpy as np


class ShardedLoader:
    """Iterates over a list of in-memory shards, batch by batch."""

    def __init__(self, shards, batch_size):
        self.shards = shards
        self.batch_size = batch_size

    def __len__(self):
        return sum(-(-len(s) // self.batch_size) for s in self.shards)

    def __iter__(self):
        for shard in self.shards:
            for start in range(0, len(shard), self.batch_size):
                yield shard[start : start + self.batch_size]


def load_shards(sizes, n_features=8, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.lognormal(size=(n, n_features)).astype(np.float32) for n in sizes]
