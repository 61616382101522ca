import numpy as np

SHARD_SIZE = 144


class Catalog:
    def __init__(self, item_vecs):
        n, d = item_vecs.shape
        self.num_items = n
        num_shards = -(-n // SHARD_SIZE)
        padded = np.zeros((num_shards * SHARD_SIZE, d), np.float32)
        padded[:n] = item_vecs
        self.shards = list(padded.reshape(num_shards, SHARD_SIZE, d))
        self.offsets = np.arange(num_shards) * SHARD_SIZE
