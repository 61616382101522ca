import zlib

import numpy as np


class IdEmbeddingTable:
    def __init__(self, dim=8, buckets=64, seed=0):
        self.dim = dim
        self.buckets = buckets
        rng = np.random.default_rng(seed)
        self.table = rng.normal(scale=0.1, size=(buckets, dim)).astype(np.float32)

    def lookup_ids(self, raw_ids):
        return np.array(
            [zlib.crc32(r.encode()) % self.buckets for r in raw_ids], dtype=np.int32
        )
