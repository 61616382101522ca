import numpy as np


class IdEmbeddingTable:
    def __init__(self, dim=8, seed=0):
        self.dim = dim
        self._rng = np.random.default_rng(seed)
        self.index = {}
        self.table = np.zeros((0, dim), dtype=np.float32)

    def lookup_ids(self, raw_ids):
        new = [r for r in dict.fromkeys(raw_ids) if r not in self.index]
        if new:
            for r in new:
                self.index[r] = len(self.index)
            fresh = self._rng.normal(scale=0.1, size=(len(new), self.dim)).astype(np.float32)
            self.table = np.concatenate([self.table, fresh])
        return np.array([self.index[r] for r in raw_ids], dtype=np.int32)
