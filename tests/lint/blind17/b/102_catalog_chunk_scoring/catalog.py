import numpy as np


class Catalog:
    def __init__(self, item_vecs, num_shards=7):
        self.shards = np.array_split(item_vecs, num_shards)
        self.offsets = np.cumsum([0] + [len(s) for s in self.shards[:-1]])
