import numpy as np


class ShardedReader:
    """Reads (dense, categorical) rows shard by shard, in fixed-size batches."""

    def __init__(self, shard_sizes, n_dense, n_cat, batch_size, seed=0):
        self.shard_sizes = list(shard_sizes)
        self.n_dense = n_dense
        self.n_cat = n_cat
        self.batch_size = batch_size
        self.seed = seed

    def _load_shard(self, idx):
        rng = np.random.default_rng(self.seed + idx)
        n = self.shard_sizes[idx]
        dense = rng.exponential(size=(n, self.n_dense)).astype(np.float32)
        cats = rng.integers(0, 10_000, size=(n, self.n_cat)).astype(np.int32)
        return dense, cats

    def __iter__(self):
        for idx in range(len(self.shard_sizes)):
            dense, cats = self._load_shard(idx)
            for start in range(0, len(dense), self.batch_size):
                stop = start + self.batch_size
                yield dense[start:stop], cats[start:stop]
