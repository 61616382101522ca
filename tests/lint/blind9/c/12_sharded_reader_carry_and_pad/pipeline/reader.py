import numpy as np


class ShardedReader:
    """Reads (dense, categorical) rows shard by shard, in fixed-size batches.

    Rows left over at the end of a shard are carried into the next one; the very
    last batch is padded up to batch_size and flagged through `valid`.
    """

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

    def _pad(self, a):
        out = np.zeros((self.batch_size,) + a.shape[1:], dtype=a.dtype)
        out[: len(a)] = a
        return out

    def __iter__(self):
        bs = self.batch_size
        carry_d = np.zeros((0, self.n_dense), np.float32)
        carry_c = np.zeros((0, self.n_cat), np.int32)
        for idx in range(len(self.shard_sizes)):
            dense, cats = self._load_shard(idx)
            dense = np.concatenate([carry_d, dense])
            cats = np.concatenate([carry_c, cats])
            n_full = len(dense) // bs * bs
            for start in range(0, n_full, bs):
                yield dense[start:start + bs], cats[start:start + bs], np.ones(bs, np.float32)
            carry_d, carry_c = dense[n_full:], cats[n_full:]
        if len(carry_d):
            valid = self._pad(np.ones(len(carry_d), np.float32))
            yield self._pad(carry_d), self._pad(carry_c), valid
