import numpy as np


class ShardLoader:
    """Iterates over full row batches of one in-memory table shard."""

    def __init__(self, table, batch_size=32, drop_last=True):
        self.table = table
        self.batch_size = batch_size
        self.drop_last = drop_last

    def __iter__(self):
        n = len(self.table)
        stop = n - n % self.batch_size if self.drop_last else n
        for start in range(0, stop, self.batch_size):
            yield self.table[start:start + self.batch_size]
