import numpy as np


class ShardLoader:
    """Iterates over row batches of one in-memory table shard."""

    def __init__(self, table, batch_size=32):
        self.table = table
        self.batch_size = batch_size

    def __iter__(self):
        n = len(self.table)
        for start in range(0, n, self.batch_size):
            yield self.table[start:start + self.batch_size]

    def __len__(self):
        return -(-len(self.table) // self.batch_size)
